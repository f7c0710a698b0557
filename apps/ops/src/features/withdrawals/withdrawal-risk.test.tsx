import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMoney } from '@sorte/money';
import { fakeOpsApi } from '../../test/fake-ops-api';
import { withdrawal, withdrawalRisk } from '../../test/ops-fixtures';
import { renderConsole, signedInAs } from '../../test/render-console';

afterEach(() => vi.unstubAllGlobals());

function queue(list = [withdrawal()]) {
  return { data: { list, nextCursor: null, totalAmountMinor: 0 } };
}

describe("a withdrawal's risk picture", () => {
  it('opens under its row with money in and out, and flags every account sharing something', async () => {
    const api = fakeOpsApi({
      '/ops/withdrawals': queue(),
      '/ops/withdrawals/risk': {
        data: withdrawalRisk({
          sharedWith: [
            { playerId: 'P777777', username: 'irmao_da_marina', links: ['device', 'cpf'] },
            { playerId: 'P888888', username: null, links: ['payout_account'] },
          ],
        }),
      },
    });
    signedInAs('read_only');
    renderConsole('/withdrawals');
    const toggle = await screen.findByTestId('risk-open-WD0000000001');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    const panel = await screen.findByTestId('risk-WD0000000001');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(
      within(panel).getByRole('heading', { name: 'Quadro de risco de marina77' }),
    ).toBeTruthy();
    expect(within(panel).getByTestId('risk-deposits').textContent).toBe(
      `3 · ${formatMoney(45_000, 'BRL')}`,
    );
    expect(within(panel).getByTestId('risk-withdrawals').textContent).toBe(
      `1 · ${formatMoney(20_000, 'BRL')}`,
    );
    expect(within(panel).getByTestId('risk-bonuses').textContent).toBe(
      `1 · ${formatMoney(2_000, 'BRL')}`,
    );
    expect(within(panel).getByTestId('risk-shared').textContent).toContain(
      '2 outra(s) conta(s) compartilham algo com este jogador.',
    );
    const sibling = within(panel).getByTestId('shared-P777777');
    expect(within(sibling).getByText('Mesmo aparelho')).toBeTruthy();
    expect(within(sibling).getByText('Mesmo CPF')).toBeTruthy();
    expect(
      within(within(panel).getByTestId('shared-P888888')).getByText('Mesma conta de saque'),
    ).toBeTruthy();
    expect(api.callsTo('/ops/withdrawals/risk')[0]?.body).toEqual({ orderId: 'WD0000000001' });
    fireEvent.click(toggle);
    expect(screen.queryByTestId('risk-WD0000000001')).toBeNull();
  });

  it('says plainly when no other account shares anything', async () => {
    fakeOpsApi({
      '/ops/withdrawals': queue(),
      '/ops/withdrawals/risk': { data: withdrawalRisk() },
    });
    signedInAs('finance');
    renderConsole('/withdrawals');
    fireEvent.click(await screen.findByTestId('risk-open-WD0000000001'));
    expect((await screen.findByTestId('risk-shared-none')).textContent).toBe(
      'Nenhuma outra conta compartilha aparelho, conta de saque ou CPF',
    );
  });
});

describe('the second approver', () => {
  const waiting = withdrawal({
    amountMinor: 2_000_000,
    arrivesMinor: 1_999_500,
    firstApprovedBy: 'ana.ops',
    awaitingSecondApprover: true,
  });

  it('shows who approved first, and the api’s words when the same person approves again', async () => {
    fakeOpsApi({
      '/ops/withdrawals': queue([waiting]),
      '/ops/withdrawals/approve': { refuse: 'withdrawal_same_approver', status: 409 },
    });
    signedInAs('finance', 'ana.ops');
    renderConsole('/withdrawals');
    const row = await screen.findByTestId('withdrawal-WD0000000001');
    expect(within(row).getByTestId('withdrawal-awaiting-second').textContent).toBe(
      'Aguarda segunda aprovação',
    );
    expect(within(row).getByTestId('withdrawal-first-approver').textContent).toContain(
      'Primeira aprovação de ana.ops',
    );
    fireEvent.click(within(row).getByTestId('approve-WD0000000001'));
    expect((await screen.findByTestId('notice')).textContent).toBe(
      'Você deu a primeira aprovação: outra pessoa da equipe precisa dar a segunda.',
    );
    expect(screen.getByTestId('withdrawal-WD0000000001')).toBeTruthy();
  });

  it('says a first approval leaves it waiting for a different staff member', async () => {
    let approved = false;
    fakeOpsApi({
      '/ops/withdrawals': () =>
        queue([approved ? waiting : withdrawal({ amountMinor: 2_000_000 })]),
      '/ops/withdrawals/approve': () => {
        approved = true;
        return { data: { order: waiting } };
      },
    });
    signedInAs('admin', 'ana.ops');
    renderConsole('/withdrawals');
    fireEvent.click(await screen.findByTestId('approve-WD0000000001'));
    expect((await screen.findByTestId('notice')).textContent).toBe(
      'Primeira aprovação de WD0000000001 registrada: outra pessoa da equipe precisa aprovar antes do pagamento.',
    );
    expect((await screen.findByTestId('withdrawal-first-approver')).textContent).toContain(
      'ana.ops',
    );
  });
});

describe('a payout the provider never accepted', () => {
  const stuck = withdrawal({
    orderId: 'WD0000000009',
    status: 'approved',
    payoutSendAttempts: 5,
    payoutSendError: 'connect ECONNREFUSED',
    awaitingRetry: true,
  });
  const sending = withdrawal({
    orderId: 'WD0000000010',
    status: 'approved',
    payoutSendAttempts: 1,
  });

  it('offers a retry only for it, and sends it again', async () => {
    const api = fakeOpsApi({
      '/ops/withdrawals': queue([stuck, sending]),
      '/ops/withdrawals/retry': () => ({
        data: { order: { ...stuck, status: 'sent', awaitingRetry: false, pspPayoutId: 'po_1' } },
      }),
    });
    signedInAs('finance');
    renderConsole('/withdrawals?status=approved');
    const row = await screen.findByTestId('withdrawal-WD0000000009');
    expect(within(row).getByTestId('withdrawal-send-error').textContent).toBe(
      'O provedor não aceitou o pagamento depois de 5 tentativas. connect ECONNREFUSED',
    );
    expect(screen.queryByTestId('retry-WD0000000010')).toBeNull();
    expect(screen.queryByTestId('approve-WD0000000009')).toBeNull();
    fireEvent.click(within(row).getByTestId('retry-WD0000000009'));
    expect((await screen.findByTestId('notice')).textContent).toContain(
      'Pagamento de WD0000000009 enviado de novo',
    );
    expect(api.callsTo('/ops/withdrawals/retry')[0]?.body).toEqual({ orderId: 'WD0000000009' });
  });

  it('hides the retry from a read-only role', async () => {
    fakeOpsApi({ '/ops/withdrawals': queue([stuck]) });
    signedInAs('read_only');
    renderConsole('/withdrawals?status=approved');
    await screen.findByTestId('withdrawal-WD0000000009');
    expect(screen.queryByTestId('retry-WD0000000009')).toBeNull();
  });
});

describe('the queue’s filters', () => {
  it('asks for a market, an amount range in its currency and an age', async () => {
    const api = fakeOpsApi({ '/ops/withdrawals': queue() });
    signedInAs('finance');
    renderConsole('/withdrawals');
    await screen.findByTestId('withdrawal-WD0000000001');
    expect(screen.getByTestId('withdrawal-amount-min').closest('fieldset')?.disabled).toBe(true);
    fireEvent.change(screen.getByTestId('withdrawal-market-filter'), { target: { value: 'BR' } });
    fireEvent.change(screen.getByTestId('withdrawal-age-filter'), { target: { value: '24' } });
    fireEvent.change(screen.getByLabelText('De'), { target: { value: 'dez reais' } });
    fireEvent.click(screen.getByTestId('withdrawal-amount-apply'));
    expect(screen.getByTestId('withdrawal-filter-error').textContent).toContain(
      'Escreva cada valor como número',
    );
    fireEvent.change(screen.getByLabelText('De'), { target: { value: '1.000,00' } });
    fireEvent.change(screen.getByLabelText('Até'), { target: { value: '5000' } });
    fireEvent.click(screen.getByTestId('withdrawal-amount-apply'));
    await vi.waitFor(() =>
      expect(api.callsTo('/ops/withdrawals').at(-1)?.body).toEqual({
        status: 'reviewing',
        market: 'BR',
        amountMinorMin: 100_000,
        amountMinorMax: 500_000,
        olderThanHours: 24,
        pageSize: 50,
      }),
    );
    expect(screen.queryByTestId('withdrawal-filter-error')).toBeNull();
  });
});
