import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMoney } from '@sorte/money';
import { fakeOpsApi } from '../../test/fake-ops-api';
import { withdrawal } from '../../test/ops-fixtures';
import { renderConsole, signedInAs } from '../../test/render-console';

afterEach(() => vi.unstubAllGlobals());

const brazil = withdrawal();
const philippines = withdrawal({
  orderId: 'WD0000000002',
  currency: 'PHP',
  amountMinor: 250_000,
  arrivesMinor: 250_000,
  playerId: 'P654321',
  overdue: true,
});

function queue(list = [brazil, philippines]) {
  return { data: { list, nextCursor: null, totalAmountMinor: 310_000 } };
}

describe('the withdrawals in review', () => {
  it('lists each withdrawal in its own currency, overdue ones marked, totals per currency', async () => {
    const api = fakeOpsApi({ '/ops/withdrawals': queue() });
    signedInAs('finance');
    renderConsole('/withdrawals');
    const rows = await screen.findAllByTestId(/^withdrawal-WD/);
    expect(rows.map((row) => within(row).getByTestId('withdrawal-amount').textContent)).toEqual([
      formatMoney(60_000, 'BRL'),
      formatMoney(250_000, 'PHP'),
    ]);
    expect(
      within(screen.getByTestId('withdrawal-WD0000000002')).getByText('Atrasado'),
    ).toBeTruthy();
    expect(screen.getByTestId('withdrawal-summary').textContent).toBe(
      `2 exibidos · ${formatMoney(60_000, 'BRL')} · ${formatMoney(250_000, 'PHP')}`,
    );
    expect(api.callsTo('/ops/withdrawals')[0]?.body).toMatchObject({ status: 'reviewing' });
  });

  it('approves one, says so, and asks for the queue again', async () => {
    let approved = false;
    const api = fakeOpsApi({
      '/ops/withdrawals': () => queue(approved ? [philippines] : [brazil, philippines]),
      '/ops/withdrawals/approve': (body) => {
        approved = true;
        return {
          data: { order: withdrawal({ orderId: String(body.orderId), status: 'approved' }) },
        };
      },
    });
    signedInAs('admin');
    renderConsole('/withdrawals');
    fireEvent.click(await screen.findByTestId('approve-WD0000000001'));
    expect((await screen.findByTestId('notice')).textContent).toBe(
      'Saque WD0000000001 aprovado: o pagamento está a caminho.',
    );
    await waitFor(() => expect(screen.queryByTestId('withdrawal-WD0000000001')).toBeNull());
    expect(api.callsTo('/ops/withdrawals/approve')[0]?.body).toEqual({ orderId: 'WD0000000001' });
  });

  it('rejects only with a reason the player can read', async () => {
    const api = fakeOpsApi({
      '/ops/withdrawals': queue(),
      '/ops/withdrawals/reject': (body) => ({
        data: { order: withdrawal({ orderId: String(body.orderId), status: 'rejected' }) },
      }),
    });
    signedInAs('finance');
    renderConsole('/withdrawals');
    fireEvent.click(await screen.findByTestId('reject-WD0000000002'));
    const dialog = screen.getByRole('dialog', { name: 'Recusar o saque WD0000000002' });
    fireEvent.click(within(dialog).getByTestId('reject-confirm'));
    expect(within(dialog).getByTestId('reject-error').textContent).toBe(
      'Escreva pelo menos 3 caracteres.',
    );
    expect(api.callsTo('/ops/withdrawals/reject')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Motivo para o jogador'), {
      target: { value: 'A conta GCash não está no nome do titular.' },
    });
    fireEvent.click(within(dialog).getByTestId('reject-confirm'));
    expect((await screen.findByTestId('notice')).textContent).toContain(
      'Saque WD0000000002 recusado',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('/ops/withdrawals/reject')[0]?.body).toEqual({
      orderId: 'WD0000000002',
      reason: 'A conta GCash não está no nome do titular.',
    });
  });

  it('shows a read-only role the queue without approve or reject', async () => {
    fakeOpsApi({ '/ops/withdrawals': queue() });
    signedInAs('read_only');
    renderConsole('/withdrawals');
    await screen.findAllByTestId(/^withdrawal-WD/);
    expect(screen.queryByTestId('approve-WD0000000001')).toBeNull();
    expect(screen.queryByTestId('reject-WD0000000001')).toBeNull();
  });

  it('says so when the queue is empty, and when it cannot be loaded', async () => {
    fakeOpsApi({ '/ops/withdrawals': queue([]) });
    signedInAs('finance');
    const { unmount } = renderConsole('/withdrawals?status=paid');
    expect((await screen.findByTestId('state-empty')).textContent).toBe(
      'Nenhum saque corresponde a estes filtros.',
    );
    unmount();
    fakeOpsApi({ '/ops/withdrawals': { refuse: 'staff_role_forbidden', status: 403 } });
    renderConsole('/withdrawals');
    expect((await screen.findByTestId('state-error')).textContent).toContain(
      'Seu perfil não pode fazer isso.',
    );
  });
});
