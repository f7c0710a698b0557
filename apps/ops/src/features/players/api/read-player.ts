import { useQuery } from '@tanstack/react-query';
import type { CallData, opsReadPlayer } from '@sorte/contracts';
import { opsCall } from '../../../lib/api-client';
import { playersKey } from './search-players';

export type OpsPlayer = CallData<typeof opsReadPlayer>['player'];

export const playerKey = (playerId: string) => [...playersKey, 'one', playerId] as const;

/** One player's page: identity, balance, protection and limits, rewards, devices, notes. */
export function usePlayer(playerId: string) {
  return useQuery({
    queryKey: playerKey(playerId),
    queryFn: async () =>
      (await opsCall<typeof opsReadPlayer>('/ops/players/read', { playerId })).player,
  });
}
