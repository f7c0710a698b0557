import { useQuery } from '@tanstack/react-query';
import type { CallData, depositLimits } from '@sorte/contracts';
import { callApi } from '../../../lib/api-client';

export type DepositLimits = CallData<typeof depositLimits>;

export const depositLimitsKey = (token: string | null) => ['deposit-limits', token] as const;

/** The limits per day, week and month, what each period has used, and raises still waiting. */
export function useDepositLimits(token: string | null) {
  return useQuery({
    queryKey: depositLimitsKey(token),
    queryFn: () => callApi<DepositLimits>('/v1/bus/depositLimits', { notSpinning: true }),
    enabled: token !== null,
    retry: false,
  });
}
