import { useQuery } from '@tanstack/react-query';
import type { CallData, playerProfile } from '@sorte/contracts';
import { playerReadQuery } from '../../../lib/player-call';

export type PlayerProfile = CallData<typeof playerProfile>;

export const playerProfileKey = (token: string | null) => ['player-profile', token] as const;

/** Who the player is, their level, turnover, net deposits, previous sign-in and credentials. */
export function usePlayerProfile(token: string | null) {
  return useQuery(
    playerReadQuery<typeof playerProfile>('/v1/bus/playerProfile', playerProfileKey(token), token),
  );
}
