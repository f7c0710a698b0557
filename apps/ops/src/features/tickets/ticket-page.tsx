import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { isLanguage } from '@sorte/words/languages';
import { errorWords } from '../../lib/error-words';
import { formatMoment } from '../../lib/format';
import { useMay } from '../../lib/roles';
import { useWords } from '../../lib/words';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { ErrorState, LoadingState } from '../../components/ui/states';
import { useTicket } from './api/read-ticket';
import { CloseTicketDialog } from './components/close-ticket-dialog';
import { ReplyForm } from './components/reply-form';
import { TicketStatusBadge } from './components/ticket-status-badge';
import { TicketThread } from './components/ticket-thread';

/** One ticket: who asked what, the conversation, and (for a role that may) reply and close. */
export function TicketPage() {
  const { t, language } = useWords();
  const ticketId = useParams().ticketId ?? '';
  const ticket = useTicket(ticketId);
  const mayReply = useMay('/ops/tickets/reply');
  const mayClose = useMay('/ops/tickets/close');
  const [closing, setClosing] = useState(false);

  if (ticket.isPending) return <LoadingState />;
  if (ticket.isError)
    return <ErrorState text={errorWords(ticket.error, t)} onRetry={() => void ticket.refetch()} />;
  const data = ticket.data;
  const open = data.status !== 'closed';
  const answerIn = t('tickets.answerIn', {
    language: isLanguage(data.language) ? t(`language.${data.language}`) : data.language,
  });

  return (
    <>
      <Link className="back-link" to="..">
        ← {t('tickets.back')}
      </Link>
      <PageHeader title={`${t('tickets.ticket')} ${data.ticketId}`}>
        {mayClose && open && (
          <Button variant="danger" onClick={() => setClosing(true)} data-testid="ticket-close">
            {t('tickets.close')}
          </Button>
        )}
      </PageHeader>
      <dl className="facts">
        <div>
          <dt>{t('tickets.status')}</dt>
          <dd>
            <TicketStatusBadge status={data.status} />
          </dd>
        </div>
        <div>
          <dt>{t('tickets.player')}</dt>
          <dd>
            <span className="mono">{data.playerId}</span> · {data.market}
          </dd>
        </div>
        <div>
          <dt>{t('tickets.topic')}</dt>
          <dd>{t(`topic.${data.topic}`)}</dd>
        </div>
        <div>
          <dt>{t('tickets.last')}</dt>
          <dd>
            <time dateTime={data.lastMessageAt}>{formatMoment(data.lastMessageAt, language)}</time>
          </dd>
        </div>
      </dl>
      <section className="panel">
        <TicketThread ticket={data} t={t} language={language} />
        {open && mayReply && <ReplyForm ticketId={data.ticketId} hint={`${answerIn}.`} />}
        {!open && (
          <p className="muted" data-testid="ticket-closed">
            {t('tickets.isClosed')}
          </p>
        )}
      </section>
      {closing && <CloseTicketDialog ticketId={data.ticketId} onClose={() => setClosing(false)} />}
    </>
  );
}
