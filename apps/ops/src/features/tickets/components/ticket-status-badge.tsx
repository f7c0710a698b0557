import type { SupportTicketStatus } from '@sorte/contracts';
import { StatusBadge } from '../../../components/ui/status-badge';
import type { Tone } from '../../../components/ui/status-badge';
import { useWords } from '../../../lib/words';

// An open ticket waits for staff; answered waits for the player; closed is done.
const tones = {
  open: 'attention',
  answered: 'progress',
  closed: 'quiet',
} as const satisfies Record<SupportTicketStatus, Tone>;

/** Every status of a ticket, in its life's order (the keys above, checked whole). */
export const ticketStatuses = Object.keys(tones) as SupportTicketStatus[];

export function TicketStatusBadge({ status }: { status: SupportTicketStatus }) {
  const { t } = useWords();
  return (
    <StatusBadge tone={tones[status]} label={t(`ticketStatus.${status}`)} testId="ticket-status" />
  );
}
