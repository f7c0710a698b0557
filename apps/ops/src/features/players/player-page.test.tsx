import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMoney } from '@sorte/money';
import { fakeOpsApi } from '../../test/fake-ops-api';
import {
  adjustment,
  playerDeposit,
  playerPage,
  round,
  statementEntry,
} from '../../test/ops-fixtures';
import { renderConsole, signedInAs } from '../../test/render-console';

afterEach(() => vi.unstubAllGlobals());

const page = {
  '/ops/players/read': { data: { player: playerPage() } },
  '/ops/players/statement': { data: { items: [statementEntry()], nextCursor: null } },
};

describe('the player’s history', () => {
  it('opens a round as the player sees it', async () => {
    fakeOpsApi({
      ...page,
      '/ops/players/rounds': {
        data: { rounds: [round(), round({ roundId: 'R0000000002', netMinor: -500, winMinor: 0 })] },
      },
    });
    signedInAs('read_only');
    renderConsole('/players/P123456');
    fireEvent.click(await screen.findByTestId('tab-rounds'));
    const row = await screen.findByTestId('round-R0000000001');
    expect(within(row).getByText('Lucky Tiger')).toBeTruthy();
    fireEvent.click(within(row).getByTestId('open-round-R0000000001'));
    const dialog = screen.getByRole('dialog', { name: 'Rodada R0000000001' });
    expect(within(dialog).getByTestId('round-net').textContent).toBe(`+${formatMoney(750, 'BRL')}`);
    expect(within(dialog).getByTestId('round-bet').textContent).toBe(formatMoney(500, 'BRL'));
    expect(within(dialog).getByTestId('round-balance').textContent).toBe(
      `Saldo ${formatMoney(100_000, 'BRL')} → ${formatMoney(100_750, 'BRL')}`,
    );
    expect(within(dialog).getByText('Liquidada')).toBeTruthy();
  });

  it('lists deposits with their state and withdrawals with theirs, each tab asked when opened', async () => {
    const api = fakeOpsApi({
      ...page,
      '/ops/players/deposits': {
        data: {
          list: [
            playerDeposit(),
            playerDeposit({
              orderId: 'DP0000000002',
              status: 'review',
              reason: 'Pagador diferente',
            }),
          ],
        },
      },
      '/ops/players/withdrawals': { data: { list: [], nextCursor: null } },
    });
    signedInAs('read_only');
    renderConsole('/players/P123456');
    await screen.findByTestId('statement-7');
    expect(api.callsTo('/ops/players/deposits')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('tab-deposits'));
    const review = await screen.findByTestId('deposit-DP0000000002');
    expect(within(review).getByText('Em análise')).toBeTruthy();
    expect(within(review).getByText('Pagador diferente')).toBeTruthy();
    expect(api.callsTo('/ops/players/deposits')[0]?.body).toEqual({
      playerId: 'P123456',
      pageSize: 50,
    });
    fireEvent.click(screen.getByTestId('tab-withdrawals'));
    expect((await screen.findByTestId('state-empty')).textContent).toBe('Nenhum saque ainda.');
  });
});

describe('proposing an adjustment', () => {
  function open() {
    fireEvent.click(screen.getByTestId('player-adjust'));
    return screen.getByRole('dialog', { name: 'Propor um ajuste para mari.souza' });
  }

  it('asks for an amount and a reason of 10 characters, and a debit within the balance', async () => {
    const api = fakeOpsApi(page);
    signedInAs('finance');
    renderConsole('/players/P123456');
    await screen.findByTestId('player-balance');
    const dialog = open();
    expect(within(dialog).getByTestId('adjust-rule').textContent).toBe(
      `Até ${formatMoney(50_000, 'BRL')}, para mais ou para menos, ele é lançado na hora. Acima disso, aguarda a aprovação de outro membro da equipe.`,
    );
    fireEvent.change(within(dialog).getByLabelText('Motivo'), { target: { value: 'curto' } });
    fireEvent.click(within(dialog).getByTestId('adjust-submit'));
    expect(within(dialog).getByTestId('adjust-reason-error').textContent).toBe(
      'Escreva um motivo com pelo menos 10 caracteres.',
    );
    expect(within(dialog).getByTestId('adjust-amount-error').textContent).toContain(
      'Digite um valor acima de zero',
    );
    fireEvent.click(within(dialog).getByTestId('adjust-debit'));
    fireEvent.change(within(dialog).getByLabelText('Valor (BRL)'), {
      target: { value: '1.500,00' },
    });
    fireEvent.click(within(dialog).getByTestId('adjust-submit'));
    expect(within(dialog).getByTestId('adjust-amount-error').textContent).toBe(
      `Um débito não pode passar do saldo de ${formatMoney(123_456, 'BRL')}.`,
    );
    expect(api.callsTo('/ops/adjustments/propose')).toHaveLength(0);
  });

  it('sends a debit as a negative amount and says it waits above the limit', async () => {
    const api = fakeOpsApi({
      ...page,
      '/ops/adjustments/propose': (body) => ({
        data: {
          adjustment: adjustment({ amountMinor: Number(body.amountMinor), account: 'bonus' }),
        },
      }),
    });
    signedInAs('admin');
    renderConsole('/players/P123456');
    await screen.findByTestId('player-balance');
    const dialog = open();
    fireEvent.click(within(dialog).getByTestId('adjust-debit'));
    fireEvent.click(within(dialog).getByTestId('adjust-bonus'));
    fireEvent.change(within(dialog).getByLabelText('Valor (BRL)'), { target: { value: '800' } });
    fireEvent.change(within(dialog).getByLabelText('Motivo'), {
      target: { value: 'Bônus creditado duas vezes pela campanha.' },
    });
    fireEvent.click(within(dialog).getByTestId('adjust-submit'));
    expect((await screen.findByTestId('notice')).textContent).toBe(
      `O ajuste MA0000000000A1 de −${formatMoney(80_000, 'BRL')} aguarda a aprovação de outro membro da equipe.`,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('/ops/adjustments/propose')[0]?.body).toEqual({
      playerId: 'P123456',
      amountMinor: -80_000,
      account: 'bonus',
      reason: 'Bônus creditado duas vezes pela campanha.',
      idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
  });

  it('shows the api’s refusal in the dialog', async () => {
    fakeOpsApi({ ...page, '/ops/adjustments/propose': { refuse: 'account_closed', status: 409 } });
    signedInAs('finance');
    renderConsole('/players/P123456');
    await screen.findByTestId('player-balance');
    const dialog = open();
    fireEvent.change(within(dialog).getByLabelText('Valor (BRL)'), { target: { value: '10' } });
    fireEvent.change(within(dialog).getByLabelText('Motivo'), {
      target: { value: 'Crédito de cortesia.' },
    });
    fireEvent.click(within(dialog).getByTestId('adjust-submit'));
    expect((await within(dialog).findByTestId('adjust-error')).textContent).toBe(
      'Esta conta está encerrada: o saldo dela não pode mudar.',
    );
  });
});
