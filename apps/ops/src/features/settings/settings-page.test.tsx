import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markets, settingsOfMarket } from '@sorte/markets';
import type { MarketSettings } from '@sorte/markets';
import { fakeOpsApi } from '../../test/fake-ops-api';
import { renderConsole, signedInAs } from '../../test/render-console';

afterEach(() => vi.unstubAllGlobals());

const brazil = settingsOfMarket(markets.BR);

function inForce(version: number, settings: MarketSettings = brazil) {
  return {
    data: {
      market: 'BR',
      currency: 'BRL',
      current: {
        version,
        settings,
        savedBy: version === 0 ? null : 'ana.ops',
        savedAt: version === 0 ? null : '2026-11-27T10:00:00.000Z',
        note: version === 0 ? null : 'Primeira versão.',
      },
    },
  };
}

const changedFirstOption = {
  field: 'depositOptions',
  before: brazil.depositOptions,
  after: [{ orderAmountMinor: 1_500, givingRateBps: 500 }, ...brazil.depositOptions.slice(1)],
};

describe('the market settings', () => {
  it('previews a change in the currency and saves it as the next version with its reason', async () => {
    let saved = false;
    const api = fakeOpsApi({
      '/ops/settings/read': () => inForce(saved ? 1 : 0),
      '/ops/settings/versions': { data: { list: [] } },
      '/ops/settings/preview': {
        data: { baseVersion: 0, changes: [changedFirstOption], problems: [] },
      },
      '/ops/settings/save': () => {
        saved = true;
        return { data: { version: 1, changes: [changedFirstOption] } };
      },
    });
    signedInAs('admin');
    renderConsole('/settings');
    expect((await screen.findByTestId('settings-version')).textContent).toBe(
      'Em vigor: os valores da própria tabela do mercado. Nenhuma versão foi salva ainda.',
    );
    expect((screen.getByTestId('deposit-amount-0') as HTMLInputElement).value).toBe('10.00');

    fireEvent.change(screen.getByTestId('deposit-amount-0'), { target: { value: '15' } });
    fireEvent.change(screen.getByTestId('deposit-bonus-0'), { target: { value: '5' } });
    fireEvent.click(screen.getByTestId('settings-preview'));
    const change = await screen.findByTestId('change-depositOptions');
    expect(change.textContent).toContain('R$ 15,00 (+5%)');
    const sent = api.callsTo('/ops/settings/preview')[0]?.body as {
      settings: MarketSettings;
    };
    expect(sent.settings.depositOptions).toEqual(changedFirstOption.after);

    fireEvent.click(screen.getByTestId('settings-save'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Escreva o motivo, com pelo menos 3 caracteres.',
    );
    fireEvent.change(screen.getByTestId('settings-note'), {
      target: { value: 'Primeiro valor mais alto no fim de semana.' },
    });
    fireEvent.click(screen.getByTestId('settings-save'));
    expect((await screen.findByTestId('notice')).textContent).toBe(
      'Versão 1 salva: em vigor agora para todos os jogadores de BR.',
    );
    expect(api.callsTo('/ops/settings/save')[0]?.body).toMatchObject({
      market: 'BR',
      baseVersion: 0,
      note: 'Primeiro valor mais alto no fim de semana.',
    });
    await waitFor(() =>
      expect(screen.getByTestId('settings-version').textContent).toMatch(/^Em vigor: versão 1/),
    );
  });

  it('names text that is no amount before sending anything, and the checks the api refuses', async () => {
    const api = fakeOpsApi({
      '/ops/settings/read': inForce(0),
      '/ops/settings/versions': { data: { list: [] } },
      '/ops/settings/preview': {
        data: {
          baseVersion: 0,
          changes: [{ field: 'vipThresholdsMinor', before: [1], after: [2] }],
          problems: [{ field: 'vipThresholdsMinor', code: 'not_ascending' }],
        },
      },
    });
    signedInAs('admin');
    renderConsole('/settings');
    fireEvent.change(await screen.findByTestId('vip-thresholds-2'), { target: { value: 'mil' } });
    fireEvent.click(screen.getByTestId('settings-preview'));
    expect(screen.getByTestId('settings-unreadable').textContent).toBe(
      'Não é um valor nem uma porcentagem: Limites dos níveis VIP.',
    );
    expect(api.callsTo('/ops/settings/preview')).toHaveLength(0);

    fireEvent.change(screen.getByTestId('vip-thresholds-2'), { target: { value: '1' } });
    fireEvent.click(screen.getByTestId('settings-preview'));
    expect((await screen.findByTestId('settings-problems')).textContent).toContain(
      'Limites dos níveis VIP: cada valor precisa ser maior que o anterior.',
    );
    expect(screen.queryByTestId('settings-save')).toBeNull();
  });

  it('tells a staff member who saved over a newer version to reload', async () => {
    fakeOpsApi({
      '/ops/settings/read': inForce(0),
      '/ops/settings/versions': { data: { list: [] } },
      '/ops/settings/preview': {
        data: { baseVersion: 0, changes: [changedFirstOption], problems: [] },
      },
      '/ops/settings/save': { refuse: 'settings_version_stale', status: 409 },
    });
    signedInAs('admin');
    renderConsole('/settings');
    fireEvent.click(await screen.findByTestId('settings-preview'));
    fireEvent.change(await screen.findByTestId('settings-note'), {
      target: { value: 'Um motivo qualquer.' },
    });
    fireEvent.click(screen.getByTestId('settings-save'));
    expect((await screen.findByTestId('settings-save-error')).textContent).toMatch(
      /^Alguém salvou estas configurações depois que você as abriu/,
    );
  });

  it('lets finance read every field and the history but change nothing', async () => {
    const api = fakeOpsApi({
      '/ops/settings/read': (body) => ({
        data: { ...inForce(2).data, market: body.market, currency: 'MXN' },
      }),
      '/ops/settings/versions': {
        data: { list: [{ ...inForce(2).data.current }, { ...inForce(1).data.current }] },
      },
    });
    signedInAs('finance');
    renderConsole('/settings?market=MX', 'es');
    await screen.findByText('Tu rol puede leer esta configuración; la cambia un administrador.');
    expect(api.callsTo('/ops/settings/read')[0]?.body).toEqual({ market: 'MX' });
    // Every control sits in a disabled fieldset (jsdom does not compute :disabled through it).
    expect(screen.getByTestId('deposit-amount-0').closest('fieldset[disabled]')).not.toBeNull();
    expect(screen.queryByTestId('settings-preview')).toBeNull();
    const history = await screen.findByTestId('settings-history-table');
    expect(within(history).getAllByRole('row')).toHaveLength(3);
    expect(within(history).queryByRole('button')).toBeNull();
  });
});
