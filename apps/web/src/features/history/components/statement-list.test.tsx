// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope } from '../../../test/fake-api';
import { renderInApp } from '../../../test/render-in-app';
import { StatementList } from './statement-list';

const entry = (transactionId: number, kind: string, amountMinor: number, balance: number) => ({
  transactionId,
  kind,
  amountMinor,
  balanceAfterMinor: balance,
  currency: 'BRL',
  reference: null,
  createdAt: '2026-11-20T12:00:00.000Z',
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the statement', () => {
  it('lists every movement with its balance after, and pages back from the cursor', async () => {
    const fetch = vi.fn(async (_path: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as { cursor?: number };
      return body.cursor === undefined
        ? envelope({
            items: [entry(9, 'withdrawal_refund', 60_000, 100_000), entry(8, 'bet', -100, 40_000)],
            nextCursor: 41,
          })
        : envelope({ items: [entry(3, 'deposit', 100_000, 100_000)], nextCursor: null });
    });
    vi.stubGlobal('fetch', fetch);
    renderInApp(<StatementList token="token-42" />);
    const list = await screen.findByTestId('statement');
    expect(list.textContent).toContain('Saque devolvido+R$ 600,00');
    expect(list.textContent).toContain('Saldo R$ 1.000,00');
    expect(list.textContent).toContain('Aposta−R$ 1,00');
    fireEvent.click(screen.getByTestId('statement-more'));
    await waitFor(() => expect(screen.getByTestId('statement').textContent).toContain('Depósito'));
    expect(JSON.parse(String(fetch.mock.calls[1]?.[1]?.body))).toEqual({
      notSpinning: true,
      pageSize: 20,
      cursor: 41,
    });
    expect(screen.queryByTestId('statement-more')).toBeNull();
  });
});
