import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMoney } from '@sorte/money';
import { fakeOpsApi } from '../../test/fake-ops-api';
import { adjustment } from '../../test/ops-fixtures';
import { renderConsole, signedInAs } from '../../test/render-console';

afterEach(() => vi.unstubAllGlobals());

const byBruno = adjustment();
const byAna = adjustment({
  adjustmentId: 'MA0000000000B2',
  amountMinor: -60_000,
  account: 'bonus',
  proposedBy: 'ana.ops',
});

function pending(list = [byBruno, byAna]) {
  return { data: { list, nextCursor: null } };
}

describe('the manual adjustments waiting', () => {
  it('lists each signed and formatted, says the rule, and marks one’s own proposal', async () => {
    const api = fakeOpsApi({ '/ops/adjustments': pending() });
    signedInAs('finance', 'ana.ops');
    renderConsole('/adjustments');
    const mine = await screen.findByTestId('adjustment-MA0000000000B2');
    expect(within(mine).getByTestId('adjustment-amount').textContent).toBe(
      `−${formatMoney(60_000, 'BRL')}`,
    );
    expect(within(mine).getByText('Bônus')).toBeTruthy();
    expect(within(mine).getByTestId('adjustment-yours').textContent).toBe('Proposto por você');
    expect(
      within(screen.getByTestId('adjustment-MA0000000000A1')).queryByTestId('adjustment-yours'),
    ).toBeNull();
    expect(screen.getByTestId('adjustments-rule').textContent).toContain(
      'Você não pode aprovar os seus.',
    );
    expect(api.callsTo('/ops/adjustments')[0]?.body).toEqual({ pageSize: 50 });
  });

  it('shows the api’s refusal when the proposer tries to approve their own', async () => {
    fakeOpsApi({
      '/ops/adjustments': pending(),
      '/ops/adjustments/approve': { refuse: 'adjustment_same_staff', status: 409 },
    });
    signedInAs('admin', 'ana.ops');
    renderConsole('/adjustments');
    fireEvent.click(await screen.findByTestId('approve-MA0000000000B2'));
    expect((await screen.findByTestId('adjustment-error-MA0000000000B2')).textContent).toBe(
      'Você propôs este ajuste: outro membro da equipe precisa aprová-lo.',
    );
    expect(screen.getByTestId('adjustment-MA0000000000B2')).toBeTruthy();
  });

  it('approves another’s proposal: said, and it leaves the list', async () => {
    let approved = false;
    const api = fakeOpsApi({
      '/ops/adjustments': () => pending(approved ? [byAna] : [byBruno, byAna]),
      '/ops/adjustments/approve': () => {
        approved = true;
        return { data: { adjustment: { ...byBruno, status: 'posted', decidedBy: 'ana.ops' } } };
      },
    });
    signedInAs('finance', 'ana.ops');
    renderConsole('/adjustments');
    fireEvent.click(await screen.findByTestId('approve-MA0000000000A1'));
    expect((await screen.findByTestId('notice')).textContent).toBe(
      'Ajuste MA0000000000A1 aprovado e lançado.',
    );
    await waitFor(() => expect(screen.queryByTestId('adjustment-MA0000000000A1')).toBeNull());
    expect(api.callsTo('/ops/adjustments/approve')[0]?.body).toEqual({
      adjustmentId: 'MA0000000000A1',
    });
  });

  it('rejects after asking: nothing posted, and it leaves the list', async () => {
    let rejected = false;
    const api = fakeOpsApi({
      '/ops/adjustments': () => pending(rejected ? [byAna] : [byBruno, byAna]),
      '/ops/adjustments/reject': () => {
        rejected = true;
        return { data: { adjustment: { ...byBruno, status: 'rejected' } } };
      },
    });
    signedInAs('finance', 'ana.ops');
    renderConsole('/adjustments');
    fireEvent.click(await screen.findByTestId('reject-MA0000000000A1'));
    const dialog = screen.getByRole('dialog', { name: 'Recusar o ajuste MA0000000000A1?' });
    fireEvent.click(within(dialog).getByTestId('reject-adjustment-confirm'));
    expect((await screen.findByTestId('notice')).textContent).toBe(
      'Ajuste MA0000000000A1 recusado: nada foi lançado.',
    );
    await waitFor(() => expect(screen.queryByTestId('adjustment-MA0000000000A1')).toBeNull());
    expect(api.callsTo('/ops/adjustments/reject')).toHaveLength(1);
  });

  it('shows a read-only role the list without approve or reject, and says when none waits', async () => {
    fakeOpsApi({ '/ops/adjustments': pending() });
    signedInAs('read_only');
    const { unmount } = renderConsole('/adjustments');
    await screen.findByTestId('adjustment-MA0000000000A1');
    expect(screen.queryByTestId('approve-MA0000000000A1')).toBeNull();
    expect(screen.queryByTestId('reject-MA0000000000A1')).toBeNull();
    unmount();
    fakeOpsApi({ '/ops/adjustments': pending([]) });
    renderConsole('/adjustments');
    expect((await screen.findByTestId('state-empty')).textContent).toBe(
      'Nenhum ajuste aguardando.',
    );
  });
});
