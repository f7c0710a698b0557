import { useQuery } from '@tanstack/react-query';
import type { CallData, playerProfile } from '@sorte/contracts';
import { callApi } from '../../../lib/api-client';

export type PlayerProfile = CallData<typeof playerProfile>;

export const playerProfileKey = (token: string | null) => ['player-profile', token] as const;

/** Who the player is, their level, turnover, net deposits, previous sign-in and credentials. */
export function usePlayerProfile(token: string | null) {
  return useQuery({
    queryKey: playerProfileKey(token),
    queryFn: () => callApi<PlayerProfile>('/v1/bus/playerProfile', { notSpinning: true }),
    enabled: token !== null,
    retry: false,
  });
}
