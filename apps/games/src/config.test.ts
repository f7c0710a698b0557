import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('derives the wallet address and the casino origins from the casino port', () => {
    const config = loadConfig({ PORT: '18080' });
    expect(config.apiUrl).toBe('http://127.0.0.1:18080');
    expect(config.casinoOrigins).toEqual(['http://localhost:18080', 'http://127.0.0.1:18080']);
    expect(config.GAMES_PORT).toBe(8081);
  });

  it('takes explicit origins and adds the public casino address', () => {
    expect(
      loadConfig({ CASINO_ORIGINS: 'https://a.example, https://b.example/' }).casinoOrigins,
    ).toEqual(['https://a.example', 'https://b.example']);
    expect(loadConfig({ PUBLIC_URL: 'https://casino.example/app' }).casinoOrigins).toContain(
      'https://casino.example',
    );
  });

  it('refuses to start with a readable list of what is wrong', () => {
    expect(() => loadConfig({ GAMES_PORT: 'abc', WALLET_SECRET: 'short' })).toThrow(
      /GAMES_PORT[\s\S]*WALLET_SECRET/,
    );
  });
});
