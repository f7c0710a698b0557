import { useQuery } from '@tanstack/react-query';
import type { CallData, playLimits } from '@sorte/contracts';
import { callApi } from '../../../lib/api-client';

export type PlayLimits = CallData<typeof playLimits>;

export const playLimitsKey = (token: string | null) => ['play-limits', token] as const;

export function fetchPlayLimits(): Promise<PlayLimits> {
  return callApi<PlayLimits>('/v1/bus/playLimits', { notSpinning: true });
}

/** Loss limits per day, week and month and the daily play time: each, what it used, raises waiting. */
export function usePlayLimits(token: string | null) {
  return useQuery({
    queryKey: playLimitsKey(token),
    queryFn: fetchPlayLimits,
    enabled: token !== null,
    retry: false,
  });
}
