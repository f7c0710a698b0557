import { Link } from 'react-router';
import type { Language } from '@sorte/words/languages';
import { formatMoment } from '../../../lib/format';
import type { Translate } from '../../../lib/words';
import { DataTable } from '../../../components/ui/data-table';
import type { Column } from '../../../components/ui/data-table';
import type { OpsTicketSummary } from '../api/list-tickets';
import { TicketStatusBadge } from './ticket-status-badge';

function columns(t: Translate, language: Language): Column<OpsTicketSummary>[] {
  return [
    {
      key: 'ticket',
      header: t('tickets.ticket'),
      cell: (ticket) => (
        <div className="cell-stack">
          <Link
            className="mono link"
            to={ticket.ticketId}
            data-testid={`open-ticket-${ticket.ticketId}`}
          >
            {ticket.ticketId}
          </Link>
          <TicketStatusBadge status={ticket.status} />
        </div>
      ),
    },
    {
      key: 'player',
      header: t('tickets.player'),
      cell: (ticket) => (
        <div className="cell-stack">
          <span className="mono player-id">{ticket.playerId}</span>
          <span className="muted small">
            {ticket.market} · {ticket.language}
          </span>
        </div>
      ),
    },
    { key: 'topic', header: t('tickets.topic'), cell: (ticket) => t(`topic.${ticket.topic}`) },
    {
      key: 'last',
      header: t('tickets.last'),
      cell: (ticket) => (
        <div className="cell-stack preview">
          <span className="clamp">{ticket.preview}</span>
          <span className="muted small">
            {t(`tickets.from.${ticket.lastMessageBy}`)} ·{' '}
            <time dateTime={ticket.lastMessageAt}>
              {formatMoment(ticket.lastMessageAt, language)}
            </time>
          </span>
        </div>
      ),
    },
    {
      key: 'count',
      header: t('tickets.messages'),
      align: 'end',
      cell: (ticket) => ticket.messageCount,
    },
  ];
}

export function TicketTable({
  rows,
  t,
  language,
}: {
  rows: readonly OpsTicketSummary[];
  t: Translate;
  language: Language;
}) {
  return (
    <DataTable
      caption={t('tickets.title')}
      columns={columns(t, language)}
      rows={rows}
      rowKey={(ticket) => ticket.ticketId}
      testId="ticket-table"
      rowTestId={(ticket) => `ticket-row-${ticket.ticketId}`}
    />
  );
}
