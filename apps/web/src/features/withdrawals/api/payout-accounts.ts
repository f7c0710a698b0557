import { useQuery } from '@tanstack/react-query';
import type { CallData, payoutAccountList } from '@sorte/contracts';
import { playerReadQuery } from '../../../lib/player-call';

export type PayoutAccounts = CallData<typeof payoutAccountList>;
export type PayoutAccountView = PayoutAccounts['list'][number];

export const payoutAccountsKey = (token: string | null) => ['payout-accounts', token] as const;

/** The player's payout accounts, the channels their market pays through, and their CPF. */
export function payoutAccountsQuery(token: string | null) {
  return playerReadQuery<typeof payoutAccountList>(
    '/withdraw/bank/list',
    payoutAccountsKey(token),
    token,
  );
}

export function usePayoutAccounts(token: string | null) {
  return useQuery(payoutAccountsQuery(token));
}
