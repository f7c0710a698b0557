import { useSearchParams } from 'react-router';
import { errorWords } from '../../lib/error-words';
import { useWords } from '../../lib/words';
import { PageHeader } from '../../components/page-header';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/states';
import { useSearchPlayers } from './api/search-players';
import { SearchForm } from './components/search-form';
import { SearchResults } from './components/search-results';

/** Finding a player by any key: the query is kept in the address, so a search can be shared. */
export function PlayersPage() {
  const { t, language } = useWords();
  const [search, setSearch] = useSearchParams();
  const query = search.get('q')?.trim() ?? '';
  const results = useSearchPlayers(query);
  const rows = results.data ?? [];
  return (
    <>
      <PageHeader title={t('players.title')} />
      <SearchForm
        key={query}
        query={query}
        onSearch={(next) => setSearch(next ? { q: next } : {})}
      />
      {query === '' && <EmptyState text={t('players.searchFirst')} testId="players-search-first" />}
      {query !== '' && results.isPending && <LoadingState />}
      {results.isError && (
        <ErrorState text={errorWords(results.error, t)} onRetry={() => void results.refetch()} />
      )}
      {results.isSuccess && rows.length === 0 && <EmptyState text={t('players.none', { query })} />}
      {rows.length > 0 && (
        <section className="panel">
          <p className="panel-summary" data-testid="players-found">
            {t('players.found', { count: rows.length, query })}
          </p>
          <SearchResults rows={rows} query={query} t={t} language={language} />
        </section>
      )}
    </>
  );
}
