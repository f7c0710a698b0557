import { errorWords } from '../../lib/error-words';
import { consoleMarkets } from '../../lib/market-days';
import { useMay } from '../../lib/roles';
import { useWords } from '../../lib/words';
import { PageHeader } from '../../components/page-header';
import { ErrorState, LoadingState } from '../../components/ui/states';
import { useBooks } from './api/read-books';
import { useRecentDays } from './api/read-recent-days';
import { BooksCheck } from './components/books-check';
import { RecentFigures } from './components/recent-figures';

/** Where staff land: whether the books balance, then each market's yesterday and today. */
export function OverviewPage() {
  const { t } = useWords();
  const books = useBooks();
  const mayReport = useMay('/ops/reports/daily');
  const recent = useRecentDays(mayReport);
  return (
    <>
      <PageHeader title={t('dashboard.title')} />
      {books.isPending && <LoadingState />}
      {books.isError && (
        <ErrorState text={errorWords(books.error, t)} onRetry={() => void books.refetch()} />
      )}
      {books.data && (
        <BooksCheck
          currencies={books.data.currencies}
          unattachedRows={books.data.unattachedRows}
          t={t}
        />
      )}
      {mayReport && (
        <section className="stack" aria-labelledby="recent-title">
          <div className="section-heading">
            <h2 id="recent-title">{t('dashboard.recent')}</h2>
            <p className="muted small">{t('dashboard.recentText')}</p>
          </div>
          <div className="market-cards">
            {recent.map((query, index) => {
              const market = consoleMarkets[index]?.market ?? 'BR';
              if (query.isPending) return <LoadingState key={market} />;
              if (query.isError)
                return (
                  <ErrorState
                    key={market}
                    text={errorWords(query.error, t)}
                    onRetry={() => void query.refetch()}
                  />
                );
              return (
                <RecentFigures
                  key={market}
                  report={query.data}
                  marketName={t(`reports.market.${market}`)}
                  t={t}
                />
              );
            })}
          </div>
        </section>
      )}
    </>
  );
}
