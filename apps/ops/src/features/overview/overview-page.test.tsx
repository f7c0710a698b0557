import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeOpsApi } from '../../test/fake-ops-api';
import { booksAnswer, currencyBooks, dailyReport, reportDay } from '../../test/ops-fixtures';
import { renderConsole, signedInAs } from '../../test/render-console';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const marketTable = {
  BR: { currency: 'BRL', timeZone: 'America/Sao_Paulo' },
  PH: { currency: 'PHP', timeZone: 'Asia/Manila' },
  MX: { currency: 'MXN', timeZone: 'America/Mexico_City' },
} as const;

/** Each market's two days as the api answers them, with the deposits given per market. */
function recentDays(depositsMinor: Record<string, [number, number]>) {
  return (body: Record<string, unknown>) => {
    const market = body.market as keyof typeof marketTable;
    const [yesterday, today] = depositsMinor[market] ?? [0, 0];
    return {
      data: dailyReport(
        [
          reportDay(String(body.from), { depositsMinor: yesterday }),
          reportDay(String(body.to), { depositsMinor: today, newPlayers: 4 }),
        ],
        { market, ...marketTable[market] },
      ),
    };
  };
}

describe('the overview', () => {
  it('says plainly when the books balance', async () => {
    fakeOpsApi({
      '/ops/books': {
        data: booksAnswer([currencyBooks(), currencyBooks({ currency: 'PHP' })]),
      },
      '/ops/reports/daily': recentDays({}),
    });
    signedInAs('read_only');
    renderConsole('/');
    const verdict = await screen.findByTestId('books-verdict');
    expect(verdict.textContent).toContain(
      'Os livros fecham: em cada moeda todas as contas somam zero',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('books-BRL').textContent).toContain('R$ 12.500,00');
    expect(within(screen.getByTestId('books-PHP')).getByText('Fecha')).toBeTruthy();
  });

  it('sounds the alarm with the figures when a currency is off', async () => {
    fakeOpsApi({
      '/ops/books': {
        data: booksAnswer([
          currencyBooks(),
          currencyBooks({
            currency: 'MXN',
            totalMinor: 1_234,
            driftedPlayerAccounts: 2,
            balanced: false,
          }),
        ]),
      },
      '/ops/reports/daily': recentDays({}),
    });
    signedInAs('finance');
    renderConsole('/overview', 'en');
    const alarm = await screen.findByRole('alert');
    expect(within(alarm).getByText('The books do not balance.')).toBeTruthy();
    expect(screen.getByTestId('books-off-MXN').textContent).toBe(
      'MXN: all accounts sum to $12.34 instead of zero; 2 player account(s) whose balance differs from their postings.',
    );
    expect(screen.queryByTestId('books-off-BRL')).toBeNull();
    expect(within(screen.getByTestId('books-MXN')).getByText('Not balanced')).toBeTruthy();
    expect(screen.queryByTestId('books-unattached')).toBeNull();
  });

  it('sounds the alarm when rows point at nothing, though every currency sums to zero', async () => {
    fakeOpsApi({
      '/ops/books': {
        data: booksAnswer([currencyBooks()], { postings: 2, walletCalls: 1 }),
      },
      '/ops/reports/daily': recentDays({}),
    });
    signedInAs('read_only');
    renderConsole('/overview', 'en');
    const alarm = await screen.findByRole('alert');
    expect(within(alarm).getByText('The books do not balance.')).toBeTruthy();
    expect(screen.getByTestId('books-unattached').textContent).toBe(
      'Rows that point at nothing: 2 posting(s) without their transaction or account, 0 game round(s) without their player or game session, 1 wallet answer(s) without their player.',
    );
    expect(within(alarm).getByText(/^Something wrote a row without checking/)).toBeTruthy();
    // No currency is off, so nothing says a currency's figures are unsure.
    expect(within(alarm).queryByText(/^Money was recorded wrongly/)).toBeNull();
    expect(screen.queryByTestId('books-off-BRL')).toBeNull();
    expect(within(screen.getByTestId('books-BRL')).getByText('Balanced')).toBeTruthy();
  });

  it('shows yesterday and today of every market on its own calendar, in its currency', async () => {
    // 02:00 UTC on the 27th: still the 26th in Brazil and Mexico, already the 27th in Manila.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T02:00:00Z'));
    const api = fakeOpsApi({
      '/ops/books': { data: booksAnswer([currencyBooks()]) },
      '/ops/reports/daily': recentDays({ BR: [10_000, 123_456], PH: [0, 500_000], MX: [0, 99] }),
    });
    signedInAs('admin');
    renderConsole('/overview');
    const brazil = await screen.findByTestId('recent-BR-depositsMinor');
    expect(
      within(brazil)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Depósitos', 'R$ 100,00', 'R$ 1.234,56']);
    expect((await screen.findByTestId('recent-PH-depositsMinor')).textContent).toContain(
      '₱5,000.00',
    );
    expect((await screen.findByTestId('recent-MX-depositsMinor')).textContent).toContain('$0.99');
    expect(api.callsTo('/ops/reports/daily').map((call) => call.body)).toEqual([
      { market: 'BR', from: '2026-11-25', to: '2026-11-26' },
      { market: 'PH', from: '2026-11-26', to: '2026-11-27' },
      { market: 'MX', from: '2026-11-25', to: '2026-11-26' },
    ]);
  });
});
