import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallData, chargeOrderList } from '@sorte/contracts';
import { callApi } from '../../../lib/api-client';

export type DepositOrder = CallData<typeof chargeOrderList>['list'][number];

/** While a deposit waits for payment the list refreshes itself, so its state is never stale. */
const pendingRefreshMs = 3000;

export function depositOrdersQuery(token: string | null) {
  return queryOptions({
    queryKey: ['deposit-orders', token],
    queryFn: async () =>
      (await callApi<CallData<typeof chargeOrderList>>('/charge/order/list', { notSpinning: true }))
        .list,
    enabled: token !== null,
    retry: false,
    refetchInterval: (query) =>
      query.state.data?.some((order) => order.status === 'pending') ? pendingRefreshMs : false,
  });
}

export function useDepositOrders(token: string | null) {
  return useQuery(depositOrdersQuery(token));
}
