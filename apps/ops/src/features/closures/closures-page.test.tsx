import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMoney } from '@sorte/money';
import { fakeOpsApi } from '../../test/fake-ops-api';
import { closureRequest } from '../../test/ops-fixtures';
import { renderConsole, signedInAs } from '../../test/render-console';

afterEach(() => vi.unstubAllGlobals());

const ready = closureRequest();
const holding = closureRequest({
  playerId: 43,
  username: 'joao.lima',
  balanceMinor: 2_550,
  moneyOnItsWay: 1,
});

describe('the account closures', () => {
  it('shows what holds each request open, and what the operator keeps by law', async () => {
    fakeOpsApi({ '/ops/dataRights/closures': { data: { list: [ready, holding] } } });
    signedInAs('admin');
    renderConsole('/closures');
    const held = await screen.findByTestId('closure-43');
    expect(within(held).getByTestId('closure-balance').textContent).toBe(formatMoney(2_550, 'BRL'));
    expect(within(held).getByText('1 saque(s) ou depósito(s)')).toBeTruthy();
    expect(within(held).getByTestId('closure-state').textContent).toBe('Ainda há dinheiro');
    expect(within(held).queryByTestId('close-account-43')).toBeNull();
    expect(within(screen.getByTestId('closure-42')).getByTestId('closure-state').textContent).toBe(
      'Pronta para encerrar',
    );
    expect(screen.getByTestId('closures-law').textContent).toContain('Nada é apagado');
    expect(within(held).getByRole('link').getAttribute('href')).toBe('/players?q=43');
  });

  it('closes a ready account after asking, and it leaves the list', async () => {
    let closed = false;
    const api = fakeOpsApi({
      '/ops/dataRights/closures': () => ({ data: { list: closed ? [holding] : [ready, holding] } }),
      '/ops/dataRights/close': () => {
        closed = true;
        return { data: { closedAt: '2026-11-27T05:00:00.000Z' } };
      },
    });
    signedInAs('admin');
    renderConsole('/closures');
    fireEvent.click(await screen.findByTestId('close-account-42'));
    const dialog = screen.getByRole('dialog', { name: 'Encerrar a conta de mari.souza?' });
    fireEvent.click(within(dialog).getByTestId('close-account-confirm'));
    expect((await screen.findByTestId('notice')).textContent).toBe(
      'Conta de mari.souza encerrada.',
    );
    await waitFor(() => expect(screen.queryByTestId('closure-42')).toBeNull());
    expect(api.callsTo('/ops/dataRights/close')[0]?.body).toEqual({ playerId: 42 });
  });

  it('shows the api’s refusal when money arrived meanwhile', async () => {
    fakeOpsApi({
      '/ops/dataRights/closures': { data: { list: [ready] } },
      '/ops/dataRights/close': { refuse: 'closure_money_left', status: 409 },
    });
    signedInAs('admin');
    renderConsole('/closures');
    fireEvent.click(await screen.findByTestId('close-account-42'));
    fireEvent.click(screen.getByTestId('close-account-confirm'));
    expect((await screen.findByTestId('close-account-error')).textContent).toContain(
      'A conta ainda tem dinheiro',
    );
  });

  it('lets support read the requests but not close one', async () => {
    fakeOpsApi({ '/ops/dataRights/closures': { data: { list: [ready] } } });
    signedInAs('support');
    renderConsole('/closures');
    await screen.findByTestId('closure-42');
    expect(screen.queryByTestId('close-account-42')).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Ações' })).toBeNull();
  });
});
