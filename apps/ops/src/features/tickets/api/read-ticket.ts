import { useQuery } from '@tanstack/react-query';
import type { CallData, opsSupportTicket } from '@sorte/contracts';
import { opsCall } from '../../../lib/api-client';
import { ticketsKey } from './list-tickets';

export type OpsTicket = CallData<typeof opsSupportTicket>['ticket'];

export const ticketKey = (ticketId: string) => [...ticketsKey, 'one', ticketId] as const;

/** One ticket with every message, oldest first. */
export function useTicket(ticketId: string) {
  return useQuery({
    queryKey: ticketKey(ticketId),
    queryFn: async () =>
      (await opsCall<typeof opsSupportTicket>('/ops/tickets/read', { ticketId })).ticket,
  });
}
