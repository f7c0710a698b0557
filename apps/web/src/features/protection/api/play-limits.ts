import { useQuery } from '@tanstack/react-query';
import type { CallData, playLimits } from '@sorte/contracts';
import { callApi } from '../../../lib/api-client';
import { playerReadQuery } from '../../../lib/player-call';

export type PlayLimits = CallData<typeof playLimits>;

const playLimitsPath = '/v1/bus/playLimits';

export const playLimitsKey = (token: string | null) => ['play-limits', token] as const;

export function fetchPlayLimits(): Promise<PlayLimits> {
  return callApi<PlayLimits>(playLimitsPath, { notSpinning: true });
}

/** Loss limits per day, week and month and the daily play time: each, what it used, raises waiting. */
export function usePlayLimits(token: string | null) {
  return useQuery(playerReadQuery<typeof playLimits>(playLimitsPath, playLimitsKey(token), token));
}
