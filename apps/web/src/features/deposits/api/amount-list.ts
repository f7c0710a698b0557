import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallData, chargeAmountList } from '@sorte/contracts';
import { callApi } from '../../../lib/api-client';

export type DepositAmounts = CallData<typeof chargeAmountList>;
export type DepositAmountOption = DepositAmounts['list'][number];

export function depositAmountsQuery(token: string | null) {
  return queryOptions({
    queryKey: ['deposit-amounts', token],
    queryFn: () => callApi<DepositAmounts>('/charge/amount/list', {}),
    enabled: token !== null,
    retry: false,
  });
}

export function useDepositAmounts(token: string | null) {
  return useQuery(depositAmountsQuery(token));
}
