import { useQuery } from '@tanstack/react-query';
import type { CallData, opsPlayerRounds } from '@sorte/contracts';
import { opsCall } from '../../../lib/api-client';
import { playerKey } from './read-player';

export type PlayerRound = CallData<typeof opsPlayerRounds>['rounds'][number];

/** The player's last ten rounds of every game, as the player's own history recalls them. */
export function usePlayerRounds(playerId: string) {
  return useQuery({
    queryKey: [...playerKey(playerId), 'rounds'],
    queryFn: async () =>
      (await opsCall<typeof opsPlayerRounds>('/ops/players/rounds', { playerId })).rounds,
  });
}
