import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { opsCloseSupportTicket } from '@sorte/contracts';
import { opsCall } from '../../../lib/api-client';
import { ticketsKey } from './list-tickets';
import { ticketKey } from './read-ticket';

/** Closes a ticket: neither side may write in it again. */
export function useCloseTicket(ticketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await opsCall<typeof opsCloseSupportTicket>('/ops/tickets/close', { ticketId })).ticket,
    onSuccess: (ticket) => {
      queryClient.setQueryData(ticketKey(ticketId), ticket);
      void queryClient.invalidateQueries({ queryKey: [...ticketsKey, 'list'] });
    },
  });
}
