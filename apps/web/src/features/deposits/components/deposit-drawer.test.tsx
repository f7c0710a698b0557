// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getUiState } from '../../../lib/ui-store';
import { renderInApp } from '../../../test/render-in-app';
import { envelope } from '../../../test/fake-api';
import type { DepositAmounts } from '../api/amount-list';
import DepositDrawer from './deposit-drawer';

const returningPlayer: DepositAmounts = {
  list: [
    { orderAmount: 1000, givingRate: '0', givingRateBps: 0, bonusMinor: 0 },
    { orderAmount: 2000, givingRate: '0.1', givingRateBps: 1000, bonusMinor: 200 },
  ],
  preselectedIndex: null,
  currency: 'BRL',
  method: 'pix',
  firstDepositOffer: null,
  customAmountMinorMin: 1000,
  customAmountMinorMax: 2_000_000,
  depositWageringMultiple: 1,
  bonusWageringMultiple: 3,
};

function renderDrawer() {
  const fetch = vi.fn(async (path: string) =>
    path === '/charge/amount/list' ? envelope(returningPlayer) : envelope({ list: [] }),
  );
  vi.stubGlobal('fetch', fetch);
  renderInApp(<DepositDrawer request={{}} token="token-42" onClose={() => undefined} />);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => dismissToast());
});

describe('the deposit drawer', () => {
  it("asks for an amount with the seed's words when none is chosen, and creates nothing", async () => {
    const fetch = renderDrawer();
    await screen.findByTestId('deposit-amount-2000');
    fireEvent.click(screen.getByTestId('deposit-submit'));
    expect(getUiState().toast?.message).toBe(
      'Por favor, insira a conta de saque que precisa ser vinculada',
    );
    expect(screen.queryByTestId('deposit-confirm')).toBeNull();
    expect(fetch.mock.calls.map(([path]) => path)).not.toContain('/charge/create/order');
  });

  it('refuses a custom amount outside the range with the seed message', async () => {
    renderDrawer();
    await screen.findByTestId('deposit-amount-2000');
    fireEvent.change(screen.getByTestId('deposit-custom-amount'), { target: { value: '5' } });
    fireEvent.click(screen.getByTestId('deposit-submit'));
    expect(getUiState().toast?.message).toBe(
      'Caro jogador, esse montante suporta apenas R$ 10,00~R$ 20.000,00',
    );
  });

  it('shows the order details before paying: amount, bonus, credit and wagering', async () => {
    renderDrawer();
    fireEvent.click(await screen.findByTestId('deposit-amount-2000'));
    fireEvent.click(screen.getByTestId('deposit-submit'));
    const details = await waitFor(() => screen.getByTestId('deposit-confirm'));
    expect(details.textContent).toContain('R$ 20,00');
    expect(details.textContent).toContain('R$ 2,00');
    expect(details.textContent).toContain('R$ 22,00');
    expect(details.textContent).toContain('R$ 26,00');
  });
});
