import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { opsReplySupportTicket } from '@sorte/contracts';
import { opsCall } from '../../../lib/api-client';
import { ticketsKey } from './list-tickets';
import { ticketKey } from './read-ticket';

/** Answers a ticket: the reply is what the player reads in the app. */
export function useReplyTicket(ticketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (message: string) =>
      (await opsCall<typeof opsReplySupportTicket>('/ops/tickets/reply', { ticketId, message }))
        .ticket,
    onSuccess: (ticket) => {
      queryClient.setQueryData(ticketKey(ticketId), ticket);
      void queryClient.invalidateQueries({ queryKey: [...ticketsKey, 'list'] });
    },
  });
}
