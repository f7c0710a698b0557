import { useInfiniteQuery } from '@tanstack/react-query';
import type { CallData, opsPendingAdjustments } from '@sorte/contracts';
import { opsCall } from '../../../lib/api-client';

export type OpsAdjustment = CallData<typeof opsPendingAdjustments>['list'][number];

const pageSize = 50;

/** The players feature asks this key again after a proposal (features share no imports). */
export const adjustmentsKey = ['ops', 'adjustments'] as const;

/** Adjustments waiting for a second staff member, oldest first, 50 at a time. */
export function usePendingAdjustments() {
  return useInfiniteQuery({
    queryKey: adjustmentsKey,
    queryFn: ({ pageParam }) =>
      opsCall<typeof opsPendingAdjustments>('/ops/adjustments', {
        pageSize,
        ...(pageParam ? { cursor: pageParam } : {}),
      }),
    initialPageParam: 0,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}
