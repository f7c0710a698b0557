import { useInfiniteQuery } from '@tanstack/react-query';
import type { CallData, opsPlayerWithdrawals } from '@sorte/contracts';
import { opsCall } from '../../../lib/api-client';
import { playerKey } from './read-player';

export type PlayerWithdrawal = CallData<typeof opsPlayerWithdrawals>['list'][number];

// The call's own largest page.
const pageSize = 50;

/** The player's withdrawals, newest first, 50 at a time. */
export function usePlayerWithdrawals(playerId: string) {
  return useInfiniteQuery({
    queryKey: [...playerKey(playerId), 'withdrawals'],
    queryFn: ({ pageParam }) =>
      opsCall<typeof opsPlayerWithdrawals>('/ops/players/withdrawals', {
        playerId,
        pageSize,
        ...(pageParam ? { cursor: pageParam } : {}),
      }),
    initialPageParam: 0,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}
