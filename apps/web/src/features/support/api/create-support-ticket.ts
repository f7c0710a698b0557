import type {
  CallBody,
  CallData,
  createSupportTicket as createSupportTicketCall,
} from '@sorte/contracts';
import { callApi } from '../../../lib/api-client';

/** Sends the contact form: a subject and a message, checked by the same rule as the server. */
export function createSupportTicket(
  body: CallBody<typeof createSupportTicketCall>,
): Promise<CallData<typeof createSupportTicketCall>> {
  return callApi<CallData<typeof createSupportTicketCall>>('/v1/bus/createSupportTicket', body);
}
