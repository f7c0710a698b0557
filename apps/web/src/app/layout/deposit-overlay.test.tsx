// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeDepositDrawer, openDepositDrawer } from '../../lib/deposit-drawer-store';
import { saveLogin } from '../../lib/session';
import { accountInfoData, envelope, loginData } from '../../test/fake-api';
import { renderInApp } from '../../test/render-in-app';
import { DepositOverlay } from './deposit-overlay';

const amounts = {
  list: [{ orderAmount: 2000, givingRate: '0.1', givingRateBps: 1000, bonusMinor: 200 }],
  preselectedIndex: null,
  currency: 'BRL',
  method: 'pix',
  firstDepositOffer: null,
  customAmountMinorMin: 1000,
  customAmountMinorMax: 2_000_000,
  depositWageringMultiple: 1,
  bonusWageringMultiple: 3,
};

function protection(exclusion: { kind: 'break' | 'self_exclusion'; until: string } | null) {
  return {
    excludedUntil: exclusion?.until ?? null,
    exclusionKind: exclusion?.kind ?? null,
    breakDays: [1, 7, 30],
    selfExclusionDays: [30, 90, 180, 365],
    reminderMinutes: 60,
    reminderMinuteChoices: [15, 30, 60],
  };
}

function openDrawer(exclusion: Parameters<typeof protection>[0]) {
  const fetch = vi.fn(async (path: string) => {
    if (path === '/v1/bus/protection') return envelope(protection(exclusion));
    if (path === '/charge/amount/list') return envelope(amounts);
    if (path === '/charge/order/list') return envelope({ list: [] });
    const info = accountInfoData(500);
    return envelope({ result: { ...info.result, ageConfirmed: 1 } });
  });
  vi.stubGlobal('fetch', fetch);
  saveLogin(loginData());
  openDepositDrawer();
  renderInApp(
    <MemoryRouter>
      <DepositOverlay />
    </MemoryRouter>,
  );
  return fetch;
}

afterEach(() => {
  act(() => closeDepositDrawer());
  vi.unstubAllGlobals();
});

describe('the deposit drawer during a break or self-exclusion', () => {
  it('says so where the player starts, with its end, and offers no amount nor bonus', async () => {
    // 12:00 UTC is 09:00 in São Paulo.
    openDrawer({ kind: 'self_exclusion', until: '2099-03-01T12:00:00.000Z' });
    const paused = await screen.findByTestId('deposit-paused', {}, { timeout: 5000 });
    expect(paused.textContent).toMatch(/Autoexcluído até 01\/03\/2099.*09:00/);
    expect(paused.textContent).toContain('Jogos e depósitos voltam nessa data');
    expect(screen.queryByTestId('deposit-amount-2000')).toBeNull();
    expect(screen.queryByTestId('deposit-submit')).toBeNull();
  });

  it('offers the amounts when no break is in force', async () => {
    openDrawer(null);
    await screen.findByTestId('deposit-amount-2000', {}, { timeout: 5000 });
    expect(screen.queryByTestId('deposit-paused')).toBeNull();
  });
});
