import { useInfiniteQuery } from '@tanstack/react-query';
import type { CallBody, CallData, supportTickets } from '@sorte/contracts';
import { callApi } from '../../../lib/api-client';

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
    queryFn: ({ pageParam }) => {
      const body: CallBody<typeof supportTickets> = {
        notSpinning: true,
        pageSize,
        ...(pageParam === null ? {} : { cursor: pageParam }),
      };
      return callApi<SupportTicketsPage>('/v1/bus/supportTickets', body);
    },
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: token !== null,
    retry: false,
    refetchOnWindowFocus: true,
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) => page.list.some((ticket) => ticket.status === 'open'))
        ? waitingRefreshMs
        : false,
  });
}
