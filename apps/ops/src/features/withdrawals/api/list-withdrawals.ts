import { useInfiniteQuery } from '@tanstack/react-query';
import type { CallData, WithdrawalStatusValue, opsWithdrawals } from '@sorte/contracts';
import { opsCall } from '../../../lib/api-client';

export type OpsWithdrawal = CallData<typeof opsWithdrawals>['list'][number];

const pageSize = 50;

export const withdrawalsKey = ['ops', 'withdrawals'] as const;

/** Withdrawals of one status, oldest first, a page of 50 at a time. */
export function useWithdrawals(status: WithdrawalStatusValue) {
  return useInfiniteQuery({
    queryKey: [...withdrawalsKey, status],
    queryFn: ({ pageParam }) =>
      opsCall<typeof opsWithdrawals>('/ops/withdrawals', {
        status,
        pageSize,
        ...(pageParam ? { cursor: pageParam } : {}),
      }),
    initialPageParam: 0,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}
