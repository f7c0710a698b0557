import { useInfiniteQuery } from '@tanstack/react-query';
import type { CallData, SupportTicketStatus, opsSupportTickets } from '@sorte/contracts';
import { opsCall } from '../../../lib/api-client';

export type OpsTicketSummary = CallData<typeof opsSupportTickets>['list'][number];

const pageSize = 50;

export const ticketsKey = ['ops', 'tickets'] as const;

/** Tickets of one status, oldest first: the longest-waiting player is answered first. */
export function useTickets(status: SupportTicketStatus) {
  return useInfiniteQuery({
    queryKey: [...ticketsKey, 'list', status],
    queryFn: ({ pageParam }) =>
      opsCall<typeof opsSupportTickets>('/ops/tickets', {
        status,
        pageSize,
        ...(pageParam ? { cursor: pageParam } : {}),
      }),
    initialPageParam: 0,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}
