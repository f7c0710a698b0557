import { useInfiniteQuery } from '@tanstack/react-query';
import type { CallBody, CallData, statement } from '@sorte/contracts';
import { callApi } from '../../../lib/api-client';

export type StatementPage = CallData<typeof statement>;
export type StatementEntry = StatementPage['items'][number];

const pageSize = 20;

/**
 * The player's statement from the ledger, newest first, a page at a time: every round's bet and
 * win, every deposit and withdrawal, as far back as the player cares to go.
 */
export function useStatement(token: string | null) {
  return useInfiniteQuery({
    queryKey: ['statement', token],
    queryFn: ({ pageParam }) => {
      const body: CallBody<typeof statement> = {
        notSpinning: true,
        pageSize,
        ...(pageParam === null ? {} : { cursor: pageParam }),
      };
      return callApi<StatementPage>('/v1/bus/statement', body);
    },
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: token !== null,
    retry: false,
  });
}
