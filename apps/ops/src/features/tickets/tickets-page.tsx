import { useSearchParams } from 'react-router';
import type { SupportTicketStatus } from '@sorte/contracts';
import { errorWords } from '../../lib/error-words';
import { useWords } from '../../lib/words';
import { PageHeader } from '../../components/page-header';
import { StatusFilter } from '../../components/status-filter';
import { Button } from '../../components/ui/button';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/states';
import { useTickets } from './api/list-tickets';
import { ticketStatuses } from './components/ticket-status-badge';
import { TicketTable } from './components/ticket-table';

function statusOf(value: string | null): SupportTicketStatus {
  return ticketStatuses.find((status) => status === value) ?? 'open';
}

/** The support inbox: tickets waiting for staff by default, oldest first. */
export function TicketsPage() {
  const { t, language } = useWords();
  const [search, setSearch] = useSearchParams();
  const status = statusOf(search.get('status'));
  const list = useTickets(status);
  const rows = list.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <>
      <PageHeader title={t('tickets.title')}>
        <StatusFilter
          label={t('tickets.status')}
          value={status}
          options={ticketStatuses}
          wordFor={(each) => t(`ticketStatus.${each}`)}
          onChange={(next) => setSearch({ status: next })}
          testId="ticket-status-filter"
        />
      </PageHeader>
      {list.isPending && <LoadingState />}
      {list.isError && (
        <ErrorState text={errorWords(list.error, t)} onRetry={() => void list.refetch()} />
      )}
      {list.isSuccess && rows.length === 0 && <EmptyState text={t('tickets.empty')} />}
      {rows.length > 0 && (
        <section className="panel">
          <TicketTable rows={rows} t={t} language={language} />
          {list.hasNextPage && (
            <Button busy={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
              {t('state.more')}
            </Button>
          )}
        </section>
      )}
    </>
  );
}
