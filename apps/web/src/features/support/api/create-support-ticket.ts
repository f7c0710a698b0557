import type { createSupportTicket as createSupportTicketCall } from '@sorte/contracts';
import { playerWrite } from '../../../lib/player-call';

/** Sends the contact form: a subject and a message, checked by the same rule as the server. */
export const createSupportTicket = playerWrite<typeof createSupportTicketCall>(
  '/v1/bus/createSupportTicket',
);
