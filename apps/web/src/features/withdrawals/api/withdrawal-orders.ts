import { useInfiniteQuery } from '@tanstack/react-query';
import type { CallData, allWithdrawOrders } from '@sorte/contracts';
import { playerPages } from '../../../lib/player-call';
import { isOpenWithdrawal, openOrderRefreshMs } from './withdrawal-process';

export type WithdrawalOrdersPage = CallData<typeof allWithdrawOrders>;

const pageSize = 10;

export const withdrawalOrdersKey = (token: string | null) => ['withdrawal-orders', token] as const;

/** The player's withdrawals, newest first, ten at a time. */
export function useWithdrawalOrders(token: string | null) {
  return useInfiniteQuery({
    queryKey: withdrawalOrdersKey(token),
    ...playerPages<WithdrawalOrdersPage>('/v1/bus/getAllWithdrawOrders', pageSize),
    enabled: token !== null,
    retry: false,
    // While one of them is on its way the list follows it, as the tracker beside it does.
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) => page.list.some(isOpenWithdrawal))
        ? openOrderRefreshMs
        : false,
  });
}
