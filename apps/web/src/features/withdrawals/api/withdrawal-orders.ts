import { useInfiniteQuery } from '@tanstack/react-query';
import type { CallBody, CallData, allWithdrawOrders } from '@sorte/contracts';
import { callApi } from '../../../lib/api-client';
import { isOpenWithdrawal, openOrderRefreshMs } from './withdrawal-process';

export type WithdrawalOrdersPage = CallData<typeof allWithdrawOrders>;

const pageSize = 10;

export const withdrawalOrdersKey = (token: string | null) => ['withdrawal-orders', token] as const;

/** The player's withdrawals, newest first, ten at a time. */
export function useWithdrawalOrders(token: string | null) {
  return useInfiniteQuery({
    queryKey: withdrawalOrdersKey(token),
    queryFn: ({ pageParam }) => {
      const body: CallBody<typeof allWithdrawOrders> = {
        notSpinning: true,
        pageSize,
        ...(pageParam === null ? {} : { cursor: pageParam }),
      };
      return callApi<WithdrawalOrdersPage>('/v1/bus/getAllWithdrawOrders', body);
    },
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: token !== null,
    retry: false,
    // While one of them is on its way the list follows it, as the tracker beside it does.
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) => page.list.some(isOpenWithdrawal))
        ? openOrderRefreshMs
        : false,
  });
}
