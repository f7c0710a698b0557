import { useInfiniteQuery } from '@tanstack/react-query';
import type { CallData, opsDeposits } from '@sorte/contracts';
import { opsCall } from '../../../lib/api-client';

export type OpsDeposit = CallData<typeof opsDeposits>['list'][number];

const pageSize = 50;

export const depositsKey = ['ops', 'deposits'] as const;

/** Deposits waiting for review (paid with another amount than ordered), oldest first, 50 a page. */
export function useDepositsInReview() {
  return useInfiniteQuery({
    queryKey: depositsKey,
    queryFn: ({ pageParam }) =>
      opsCall<typeof opsDeposits>('/ops/deposits', {
        pageSize,
        ...(pageParam ? { cursor: pageParam } : {}),
      }),
    initialPageParam: 0,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}
