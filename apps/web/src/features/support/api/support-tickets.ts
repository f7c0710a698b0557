import { useInfiniteQuery } from '@tanstack/react-query';
import type { CallData, supportTickets } from '@sorte/contracts';
import { playerPages } from '../../../lib/player-call';

export type SupportTicketsPage = CallData<typeof supportTickets>;
export type SupportTicketSummary = SupportTicketsPage['list'][number];

const pageSize = 10;

/** While a request waits for support, the list asks again this often, so a reply shows itself. */
const waitingRefreshMs = 30_000;

export const supportTicketsKey = (token: string | null) => ['support-tickets', token] as const;

/** The player's own requests to support, newest first, ten at a time. */
export function useSupportTickets(token: string | null) {
  return useInfiniteQuery({
    queryKey: supportTicketsKey(token),
    ...playerPages<SupportTicketsPage>('/v1/bus/supportTickets', pageSize),
    enabled: token !== null,
    retry: false,
    refetchOnWindowFocus: true,
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) => page.list.some((ticket) => ticket.status === 'open'))
        ? waitingRefreshMs
        : false,
  });
}
