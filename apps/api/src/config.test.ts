import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const operator = {
  OPERATOR_COMPANY: 'Sorte Jogos Ltda.',
  OPERATOR_REGISTRATION: 'CNPJ 12.345.678/0001-90',
  OPERATOR_LICENCE: 'SPA/MF 0000/2025',
  OPERATOR_SUPPORT_EMAIL: 'ajuda@sorte.com.br',
  OPERATOR_OMBUDSMAN: 'ouvidoria@sorte.com.br',
  WALLET_SECRET: 'a-wallet-secret-of-the-operator',
  PSP_SECRET: 'a-payment-secret-of-the-operator',
};

describe('the api’s configuration', () => {
  it('refuses to start in production with the example operator identity, naming each value', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /OPERATOR_COMPANY: still the example value[\s\S]*OPERATOR_OMBUDSMAN/,
    );
    expect(() =>
      loadConfig({ NODE_ENV: 'production', ...operator, OPERATOR_LICENCE: undefined }),
    ).toThrow(/OPERATOR_LICENCE/);
  });

  it('refuses to start in production with the development secrets anyone can read here', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', ...operator, WALLET_SECRET: undefined }),
    ).toThrow(/WALLET_SECRET: still the development secret/);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', ...operator, PSP_SECRET: undefined }),
    ).toThrow(/PSP_SECRET: still the development secret/);
    expect(loadConfig({ ...operator, WALLET_SECRET: undefined }).WALLET_SECRET).toBe(
      'sorte-dev-wallet-secret-change-me',
    );
  });

  it('starts in production with the operator’s own identity, and turns the client overrides off', () => {
    const config = loadConfig({ NODE_ENV: 'production', ...operator });
    expect(config.operator).toEqual({
      company: 'Sorte Jogos Ltda.',
      registration: 'CNPJ 12.345.678/0001-90',
      licence: 'SPA/MF 0000/2025',
      supportEmail: 'ajuda@sorte.com.br',
      ombudsmanContact: 'ouvidoria@sorte.com.br',
    });
    expect(config.clientOverridesAllowed).toBe(false);
  });

  it('runs a market under the profile configured for it', () => {
    const config = loadConfig({ COMPLIANCE_PROFILE_BR: 'br-regulated' });
    expect(config.complianceProfileOf('BR').id).toBe('br-regulated');
    expect(config.complianceProfileOf('PH').id).toBe('ph-pagcor');
    expect(() => loadConfig({ COMPLIANCE_PROFILE_BR: 'lenient' })).toThrow(/COMPLIANCE_PROFILE_BR/);
  });

  it('knows it is behind a transaction pooler only when its listener goes elsewhere', () => {
    const direct = 'postgres://postgres@127.0.0.1:5432/sorte';
    const pooled = 'postgres://postgres@127.0.0.1:6432/sorte';
    expect(loadConfig({ DATABASE_URL: direct }).behindTransactionPooler).toBe(false);
    expect(
      loadConfig({ DATABASE_URL: direct, DATABASE_LISTEN_URL: direct }).behindTransactionPooler,
    ).toBe(false);
    expect(
      loadConfig({ DATABASE_URL: pooled, DATABASE_LISTEN_URL: direct }).behindTransactionPooler,
    ).toBe(true);
  });

  it('reads from a replica only beside a PostgreSQL primary, and only at a postgres:// address', () => {
    const primary = 'postgres://postgres@127.0.0.1:5432/sorte';
    const replica = 'postgres://postgres@127.0.0.1:5433/sorte';
    expect(loadConfig({}).DATABASE_REPLICA_URL).toBeUndefined();
    expect(
      loadConfig({ DATABASE_URL: primary, DATABASE_REPLICA_URL: replica }).DATABASE_REPLICA_URL,
    ).toBe(replica);
    expect(() => loadConfig({ DATABASE_REPLICA_URL: replica })).toThrow(
      /DATABASE_REPLICA_URL: set without DATABASE_URL/,
    );
    expect(() =>
      loadConfig({ DATABASE_URL: primary, DATABASE_REPLICA_URL: 'mysql://127.0.0.1/sorte' }),
    ).toThrow(/DATABASE_REPLICA_URL must start with postgres:\/\//);
  });

  it('gives a market the support chat configured for it, and no other market one', () => {
    const config = loadConfig({ SUPPORT_CHAT_URL_MX: 'https://chat.example.mx/sorte' });
    expect(config.supportChatUrlOf('MX')).toBe('https://chat.example.mx/sorte');
    expect(config.supportChatUrlOf('BR')).toBeNull();
    expect(loadConfig({}).supportChatUrlOf('MX')).toBeNull();
    expect(() => loadConfig({ SUPPORT_CHAT_URL_BR: 'http://chat.example.com' })).toThrow(
      /SUPPORT_CHAT_URL_BR: must be an https:\/\/ address/,
    );
    expect(() => loadConfig({ SUPPORT_CHAT_URL_BR: 'chat' })).toThrow(/SUPPORT_CHAT_URL_BR/);
  });

  it('reports a market to the Meta pixel configured for it, and refuses an id that is not one', () => {
    const config = loadConfig({ TRACKING_META_PIXEL_MX: '123456789012345' });
    expect(config.trackingOf('MX')).toEqual([{ kind: 'meta-pixel', id: '123456789012345' }]);
    expect(config.trackingOf('BR')).toEqual([]);
    expect(config.trackingOrigins.scripts).toEqual(['https://connect.facebook.net']);
    expect(loadConfig({}).trackingOrigins).toEqual({ scripts: [], reports: [] });
    expect(() => loadConfig({ TRACKING_META_PIXEL_BR: 'fbq-123' })).toThrow(
      /TRACKING_META_PIXEL_BR: a Meta pixel id is 6 to 20 digits/,
    );
  });
});
