import { useInfiniteQuery } from '@tanstack/react-query';
import type { CallBody, CallData, opsWithdrawals } from '@sorte/contracts';
import { opsCall } from '../../../lib/api-client';

export type OpsWithdrawal = CallData<typeof opsWithdrawals>['list'][number];

/** What narrows the list: a stage, and where given, a market, an amount range and an age. */
export type WithdrawalFilters = Omit<CallBody<typeof opsWithdrawals>, 'pageSize' | 'cursor'>;

const pageSize = 50;

export const withdrawalsKey = ['ops', 'withdrawals'] as const;

/** Withdrawals matching the filters, oldest first within a stage, a page of 50 at a time. */
export function useWithdrawals(filters: WithdrawalFilters) {
  return useInfiniteQuery({
    queryKey: [...withdrawalsKey, filters],
    queryFn: ({ pageParam }) =>
      opsCall<typeof opsWithdrawals>('/ops/withdrawals', {
        ...filters,
        pageSize,
        ...(pageParam ? { cursor: pageParam } : {}),
      }),
    initialPageParam: 0,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}
