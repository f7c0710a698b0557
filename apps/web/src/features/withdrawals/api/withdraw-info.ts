import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallData, withdrawInfo } from '@sorte/contracts';
import { playerReadQuery } from '../../../lib/player-call';

export type WithdrawalRules = CallData<typeof withdrawInfo>;

export const withdrawInfoKey = (token: string | null) => ['withdraw-info', token] as const;

/**
 * What the player may take out now: balance, withdrawable part, turnover left and what it counts
 * down from, the amounts, the limits and the channels. Asked again whenever the screen returns.
 */
export function withdrawInfoQuery(token: string | null) {
  return queryOptions({
    ...playerReadQuery<typeof withdrawInfo>('/v1/bus/withdrawInfo', withdrawInfoKey(token), token),
    refetchOnWindowFocus: true,
  });
}

export function useWithdrawInfo(token: string | null) {
  return useQuery(withdrawInfoQuery(token));
}
