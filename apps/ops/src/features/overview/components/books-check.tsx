import { formatAmount } from '../../../lib/format';
import type { Translate } from '../../../lib/words';
import { DataTable } from '../../../components/ui/data-table';
import type { Column } from '../../../components/ui/data-table';
import { StatusBadge } from '../../../components/ui/status-badge';
import type { CurrencyBooks, UnattachedRows } from '../api/read-books';

function columns(t: Translate): Column<CurrencyBooks>[] {
  const money = (key: 'totalMinor' | 'playerBalancesMinor' | 'systemBalancesMinor') => ({
    key,
    align: 'end' as const,
    cell: (books: CurrencyBooks) => (
      <span className="amount">{formatAmount(books[key], books.currency)}</span>
    ),
  });
  return [
    { key: 'currency', header: t('dashboard.currency'), cell: (books) => books.currency },
    {
      key: 'verdict',
      header: t('dashboard.verdict'),
      cell: (books) =>
        books.balanced ? (
          <StatusBadge tone="good" label={t('dashboard.balancedOne')} />
        ) : (
          <StatusBadge tone="bad" label={t('dashboard.unbalancedOne')} />
        ),
    },
    { ...money('totalMinor'), header: t('dashboard.sum') },
    { ...money('playerBalancesMinor'), header: t('dashboard.playerBalances') },
    { ...money('systemBalancesMinor'), header: t('dashboard.systemBalances') },
    {
      key: 'drifted',
      header: t('dashboard.drifted'),
      align: 'end',
      cell: (books) => books.driftedPlayerAccounts,
    },
  ];
}

/**
 * The ledger check, said plainly: green when every currency sums to zero, every player's balance
 * matches their postings and no row points at one that is not there; otherwise an alarm naming
 * each currency that is off and by how much, and the rows that point at nothing, above the
 * figures.
 */
export function BooksCheck({
  currencies,
  unattachedRows,
  t,
}: {
  currencies: readonly CurrencyBooks[];
  unattachedRows: UnattachedRows;
  t: Translate;
}) {
  const off = currencies.filter((books) => !books.balanced);
  const unattached = unattachedRows.postings + unattachedRows.rounds + unattachedRows.walletCalls;
  const whole = off.length === 0 && unattached === 0;
  return (
    <section
      className={whole ? 'panel books books-good' : 'panel books books-bad'}
      aria-labelledby="books-title"
      data-testid="books-check"
    >
      <h2 id="books-title">{t('dashboard.books')}</h2>
      {whole ? (
        <p className="verdict verdict-good" data-testid="books-verdict">
          <span className="verdict-mark" aria-hidden="true">
            ✓
          </span>
          {currencies.length === 0 ? t('dashboard.noMoney') : t('dashboard.balanced')}
        </p>
      ) : (
        <div className="verdict verdict-bad" role="alert" data-testid="books-verdict">
          <span className="verdict-mark" aria-hidden="true">
            !
          </span>
          <div className="stack">
            <p className="verdict-title">{t('dashboard.unbalanced')}</p>
            <ul>
              {off.map((books) => (
                <li key={books.currency} data-testid={`books-off-${books.currency}`}>
                  {t('dashboard.offBy', {
                    currency: books.currency,
                    sum: formatAmount(books.totalMinor, books.currency),
                    count: books.driftedPlayerAccounts,
                  })}
                </li>
              ))}
              {unattached > 0 && (
                <li data-testid="books-unattached">
                  {t('dashboard.unattached', { ...unattachedRows })}
                </li>
              )}
            </ul>
            {off.length > 0 && <p>{t('dashboard.unbalancedWhat')}</p>}
            {unattached > 0 && <p>{t('dashboard.unattachedWhat')}</p>}
          </div>
        </div>
      )}
      {currencies.length > 0 && (
        <DataTable
          caption={t('dashboard.books')}
          columns={columns(t)}
          rows={currencies}
          rowKey={(books) => books.currency}
          testId="books-table"
          rowTestId={(books) => `books-${books.currency}`}
        />
      )}
    </section>
  );
}
