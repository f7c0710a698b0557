import { useSearchParams } from 'react-router';
import { Page } from '../../components/ui/page';
import { TicketThread } from '../../features/support/components/ticket-thread';
import { useSupportWords } from '../../features/support/support-words';

/** `/service/ticket?id=ST…`: one of the player's requests to support, as a conversation. */
export default function SupportTicketRoute() {
  const words = useSupportWords();
  const [search] = useSearchParams();
  const ticketId = search.get('id') ?? '';
  return (
    <Page title={words('ticket.title')}>
      <TicketThread key={ticketId} ticketId={ticketId} />
    </Page>
  );
}
