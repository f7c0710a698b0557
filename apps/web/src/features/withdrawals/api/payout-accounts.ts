import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallData, payoutAccountList } from '@sorte/contracts';
import { callApi } from '../../../lib/api-client';

export type PayoutAccounts = CallData<typeof payoutAccountList>;
export type PayoutAccountView = PayoutAccounts['list'][number];

export const payoutAccountsKey = (token: string | null) => ['payout-accounts', token] as const;

/** The player's payout accounts, the channels their market pays through, and their CPF. */
export function payoutAccountsQuery(token: string | null) {
  return queryOptions({
    queryKey: payoutAccountsKey(token),
    queryFn: () => callApi<PayoutAccounts>('/withdraw/bank/list', { notSpinning: true }),
    enabled: token !== null,
    retry: false,
  });
}

export function usePayoutAccounts(token: string | null) {
  return useQuery(payoutAccountsQuery(token));
}
