import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallData, chargeAmountList } from '@sorte/contracts';
import { callApi } from '../../../lib/api-client';

export type DepositAmounts = CallData<typeof chargeAmountList>;
export type DepositAmountOption = DepositAmounts['list'][number];
/** Deposit `amountMinor`, receive `arrivalMinor`: while the player has never deposited. */
export type FirstDepositOffer = NonNullable<DepositAmounts['firstDepositOffer']>;

export function depositAmountsQuery(token: string | null) {
  return queryOptions({
    queryKey: ['deposit-amounts', token],
    // Without the spinner: the drawer and the promotions show their own loading state.
    queryFn: () => callApi<DepositAmounts>('/charge/amount/list', { notSpinning: true }),
    enabled: token !== null,
    retry: false,
  });
}

export function useDepositAmounts(token: string | null) {
  return useQuery(depositAmountsQuery(token));
}

/**
 * The first-deposit offer as the server says it stands for this player now, or null: none (a
 * deposit already paid, or a profile without advance bonuses). Asked without the spinner, as a
 * check in the background.
 */
export async function fetchFirstDepositOffer(): Promise<FirstDepositOffer | null> {
  const amounts = await callApi<DepositAmounts>('/charge/amount/list', { notSpinning: true });
  return amounts.firstDepositOffer;
}
