import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallData, withdrawProcess } from '@sorte/contracts';
import { callApi } from '../../../lib/api-client';

export type WithdrawalOrder = NonNullable<CallData<typeof withdrawProcess>['order']>;

/** While a withdrawal is on its way the tracker asks again this often, so each stage shows up. */
export const openOrderRefreshMs = 3000;

const openStatuses: readonly WithdrawalOrder['status'][] = [
  'requested',
  'reviewing',
  'approved',
  'sent',
];

export function isOpenWithdrawal(order: WithdrawalOrder): boolean {
  return openStatuses.includes(order.status);
}

export const withdrawalProcessKey = (token: string | null, orderId: string | null) =>
  ['withdrawal-process', token, orderId ?? 'current'] as const;

/**
 * One of the player's withdrawals with its stages; without an order id, the one on its way or
 * else the latest (null when they never asked for one).
 */
export function withdrawalProcessQuery(token: string | null, orderId: string | null) {
  return queryOptions({
    queryKey: withdrawalProcessKey(token, orderId),
    queryFn: async () =>
      (
        await callApi<CallData<typeof withdrawProcess>>('/v1/bus/getWithdrawProcess', {
          notSpinning: true,
          ...(orderId === null ? {} : { orderId }),
        })
      ).order,
    enabled: token !== null,
    retry: false,
    refetchInterval: (query) =>
      query.state.data && isOpenWithdrawal(query.state.data) ? openOrderRefreshMs : false,
  });
}

export function useWithdrawalProcess(token: string | null, orderId: string | null) {
  return useQuery(withdrawalProcessQuery(token, orderId));
}
