// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getUiState } from '../../../lib/ui-store';
import { renderInApp } from '../../../test/render-in-app';
import { envelope } from '../../../test/fake-api';
import type { DepositAmounts } from '../api/amount-list';
import { appMarketOf } from '../../../lib/market';
import { es } from '@sorte/words/web/catalogues';
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

function renderDrawer(market: 'BR' | 'MX' = 'BR') {
  const amounts: DepositAmounts =
    market === 'BR' ? returningPlayer : { ...returningPlayer, currency: 'MXN', method: 'spei' };
  const fetch = vi.fn(async (path: string) =>
    path === '/charge/amount/list' ? envelope(amounts) : envelope({ list: [] }),
  );
  vi.stubGlobal('fetch', fetch);
  // A payment tab would open only once an order is confirmed.
  const open = vi.fn(() => null);
  vi.stubGlobal('open', open);
  renderInApp(
    <DepositDrawer request={{}} token="token-42" onClose={() => undefined} />,
    market === 'BR' ? {} : { market: appMarketOf('MX'), catalogue: es },
  );
  return Object.assign(fetch, { open });
}

async function typeAmount(text: string) {
  await screen.findByTestId('deposit-amount-2000');
  fireEvent.change(screen.getByTestId('deposit-custom-amount'), { target: { value: text } });
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

  it('refuses a custom amount outside the range with the seed message, on the field', async () => {
    renderDrawer();
    await screen.findByTestId('deposit-amount-2000');
    const field = screen.getByTestId('deposit-custom-amount');
    fireEvent.change(field, { target: { value: '5' } });
    fireEvent.click(screen.getByTestId('deposit-submit'));
    const refusal = screen.getByTestId('deposit-amount-refusal');
    expect(refusal.textContent).toBe(
      'Caro jogador, esse montante suporta apenas R$ 10,00~R$ 20.000,00',
    );
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toContain(refusal.id);
    expect(screen.queryByTestId('deposit-confirm')).toBeNull();
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

  it.each([
    [
      'MX',
      '30.55',
      'Estimado jugador, este monto admite solo montos enteros, sin centavos: $10.00~$20,000.00',
    ],
    [
      'BR',
      '10,50',
      'Caro jogador, esse montante suporta apenas valores inteiros, sem centavos: R$ 10,00~R$ 20.000,00',
    ],
  ] as const)(
    'refuses %s %s with cents before anything is confirmed, saying amounts are whole',
    async (market, text, words) => {
      const fetch = renderDrawer(market);
      await typeAmount(text);
      fireEvent.click(screen.getByTestId('deposit-submit'));
      expect(screen.getByTestId('deposit-amount-refusal').textContent).toBe(words);
      expect(screen.queryByTestId('deposit-confirm')).toBeNull();
      expect(fetch.open).not.toHaveBeenCalled();
      expect(fetch.mock.calls.map(([path]) => path)).not.toContain('/charge/create/order');
    },
  );

  it.each(['-5', '0', '0,00'])('never offers to deposit %s', async (text) => {
    renderDrawer();
    await typeAmount(text);
    const submit = screen.getByTestId('deposit-submit');
    expect(submit.textContent).toBe('Depositar');
    expect(screen.queryByTestId('deposit-wagering')).toBeNull();
    fireEvent.click(submit);
    expect(screen.getByTestId('deposit-amount-refusal').textContent).toBe(
      'Caro jogador, esse montante suporta apenas R$ 10,00~R$ 20.000,00',
    );
  });

  it('quotes no wagering for an amount above the range', async () => {
    renderDrawer();
    await typeAmount('2199999999998');
    expect(screen.queryByTestId('deposit-wagering')).toBeNull();
    expect(screen.getByTestId('deposit-submit').textContent).toBe('Depositar');
  });

  it('quotes and confirms a whole custom amount inside the range', async () => {
    renderDrawer();
    await typeAmount('30');
    expect(screen.getByTestId('deposit-submit').textContent).toBe('Depositar R$ 30,00');
    fireEvent.click(screen.getByTestId('deposit-submit'));
    expect(screen.getByTestId('deposit-confirm').textContent).toContain('R$ 30,00');
  });
});
