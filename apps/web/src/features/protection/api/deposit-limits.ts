import { useQuery } from '@tanstack/react-query';
import type { CallData, depositLimits } from '@sorte/contracts';
import { playerReadQuery } from '../../../lib/player-call';

export type DepositLimits = CallData<typeof depositLimits>;

export const depositLimitsKey = (token: string | null) => ['deposit-limits', token] as const;

/** The limits per day, week and month, what each period has used, and raises still waiting. */
export function useDepositLimits(token: string | null) {
  return useQuery(
    playerReadQuery<typeof depositLimits>('/v1/bus/depositLimits', depositLimitsKey(token), token),
  );
}
