import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMoney } from '@sorte/money';
import { fakeOpsApi } from '../../test/fake-ops-api';
import { deposit } from '../../test/ops-fixtures';
import { renderConsole, signedInAs } from '../../test/render-console';

afterEach(() => vi.unstubAllGlobals());

const short = deposit();
const mexican = deposit({
  orderId: 'DP0000000002',
  playerId: 'P654321',
  market: 'MX',
  currency: 'MXN',
  amountMinor: 50_000,
  paidAmountMinor: 45_000,
  paidCurrency: 'MXN',
  // Hours old whatever the day the test runs: two days old reads "anteontem", not "há 2 dias".
  createdAt: new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString(),
});
const otherCurrency = deposit({
  orderId: 'DP0000000003',
  paidAmountMinor: 1_000,
  paidCurrency: 'USD',
});

function queue(list = [short, mexican]) {
  return { data: { list, nextCursor: null } };
}

const reason = 'Paid R$ 10 on an order of R$ 50; the player confirmed it.';

describe('the deposits in review', () => {
  it('shows what was ordered and what was paid, in each currency, with the player and market', async () => {
    fakeOpsApi({ '/ops/deposits': queue() });
    signedInAs('finance');
    renderConsole('/deposits');
    const row = await screen.findByTestId('deposit-DP0000000002');
    expect(within(row).getByTestId('deposit-ordered').textContent).toBe(formatMoney(50_000, 'MXN'));
    expect(within(row).getByTestId('deposit-paid').textContent).toBe(formatMoney(45_000, 'MXN'));
    expect(within(row).getByText('P654321')).toBeTruthy();
    expect(within(row).getByText('MX')).toBeTruthy();
    expect(within(row).getByTestId('deposit-age').textContent).toMatch(/^há \d+/);
    expect(
      within(screen.getByTestId('deposit-DP0000000001')).getByTestId('deposit-review-reason')
        .textContent,
    ).toBe('Nota do sistema: paid 1000 BRL, ordered 5000 BRL');
    expect(screen.getByTestId('deposit-summary').textContent).toBe('2 aguardando');
  });

  it('credits the amount paid after a reason, says the bonus it earned, and the row leaves', async () => {
    let credited = false;
    const api = fakeOpsApi({
      '/ops/deposits': () => queue(credited ? [mexican] : [short, mexican]),
      '/ops/deposits/credit': () => {
        credited = true;
        return {
          data: {
            order: deposit({ status: 'paid', bonusMinor: 2_000, resolutionReason: reason }),
            bonusRule: 'first_deposit_offer',
          },
        };
      },
    });
    signedInAs('finance');
    renderConsole('/deposits');
    fireEvent.click(await screen.findByTestId('credit-DP0000000001'));
    const dialog = screen.getByRole('dialog', { name: 'Creditar o depósito DP0000000001' });
    expect(dialog.textContent).toContain(`O saldo do jogador recebe ${formatMoney(1_000, 'BRL')}`);
    fireEvent.click(within(dialog).getByTestId('credit-confirm'));
    expect(within(dialog).getByTestId('credit-error').textContent).toBe(
      'Escreva pelo menos 3 caracteres.',
    );
    expect(api.callsTo('/ops/deposits/credit')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/^Motivo/), { target: { value: reason } });
    fireEvent.click(within(dialog).getByTestId('credit-confirm'));
    expect((await screen.findByTestId('notice')).textContent).toBe(
      `Depósito DP0000000001 creditado: ${formatMoney(1_000, 'BRL')} e bônus de ${formatMoney(2_000, 'BRL')} (oferta de primeiro depósito).`,
    );
    await waitFor(() => expect(screen.queryByTestId('deposit-DP0000000001')).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('/ops/deposits/credit')[0]?.body).toEqual({
      orderId: 'DP0000000001',
      reason,
    });
  });

  it('refunds through the provider, and shows its refusal without closing', async () => {
    let providerUp = false;
    let refunded = false;
    const api = fakeOpsApi({
      '/ops/deposits': () => queue(refunded ? [short] : [short, mexican]),
      '/ops/deposits/refund': () => {
        if (!providerUp) return { refuse: 'provider_unavailable', status: 503 };
        refunded = true;
        return { data: { order: { ...mexican, status: 'refunded', pspRefundId: 'rf_1' } } };
      },
    });
    signedInAs('admin');
    renderConsole('/deposits');
    fireEvent.click(await screen.findByTestId('refund-DP0000000002'));
    const dialog = screen.getByRole('dialog', { name: 'Estornar o depósito DP0000000002' });
    fireEvent.change(within(dialog).getByLabelText(/^Motivo/), {
      target: { value: 'Paid another amount; the player asked for the money back.' },
    });
    fireEvent.click(within(dialog).getByTestId('refund-confirm'));
    expect((await within(dialog).findByTestId('refund-error')).textContent).toBe(
      'O provedor de pagamento não respondeu. Nada mudou: tente de novo daqui a pouco.',
    );
    expect(screen.getByTestId('deposit-DP0000000002')).toBeTruthy();
    providerUp = true;
    fireEvent.click(within(dialog).getByTestId('refund-confirm'));
    expect((await screen.findByTestId('notice')).textContent).toBe(
      `Depósito DP0000000002 estornado: ${formatMoney(45_000, 'MXN')} devolvidos à conta de origem.`,
    );
    await waitFor(() => expect(screen.queryByTestId('deposit-DP0000000002')).toBeNull());
    expect(api.callsTo('/ops/deposits/refund')).toHaveLength(2);
  });

  it('offers only a refund for a payment in another currency, and nothing to a read-only role', async () => {
    fakeOpsApi({ '/ops/deposits': queue([short, otherCurrency]) });
    signedInAs('finance');
    const { unmount } = renderConsole('/deposits');
    const row = await screen.findByTestId('deposit-DP0000000003');
    expect(within(row).getByText('Outra moeda')).toBeTruthy();
    expect(within(row).queryByTestId('credit-DP0000000003')).toBeNull();
    expect(within(row).getByTestId('refund-DP0000000003')).toBeTruthy();
    unmount();
    signedInAs('read_only');
    renderConsole('/deposits');
    await screen.findByTestId('deposit-DP0000000001');
    expect(screen.queryByTestId('credit-DP0000000001')).toBeNull();
    expect(screen.queryByTestId('refund-DP0000000001')).toBeNull();
  });

  it('says so when nothing waits', async () => {
    fakeOpsApi({ '/ops/deposits': queue([]) });
    signedInAs('read_only');
    renderConsole('/deposits');
    expect((await screen.findByTestId('state-empty')).textContent).toBe(
      'Nenhum depósito aguarda análise.',
    );
  });
});
