import { useInfiniteQuery } from '@tanstack/react-query';
import type { CallData, opsPlayerStatement } from '@sorte/contracts';
import { opsCall } from '../../../lib/api-client';
import { playerKey } from './read-player';

export type StatementEntry = CallData<typeof opsPlayerStatement>['items'][number];

// The call's own largest page (statementPageSizeMax).
const pageSize = 50;

/** The player's ledger statement, newest first, 50 movements at a time. */
export function usePlayerStatement(playerId: string) {
  return useInfiniteQuery({
    queryKey: [...playerKey(playerId), 'statement'],
    queryFn: ({ pageParam }) =>
      opsCall<typeof opsPlayerStatement>('/ops/players/statement', {
        playerId,
        pageSize,
        ...(pageParam ? { cursor: pageParam } : {}),
      }),
    initialPageParam: 0,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}
