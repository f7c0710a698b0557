import { useQuery } from '@tanstack/react-query';
import type { CallBody, CallData, gameRecentRounds } from '@sorte/contracts';
import { callApi } from '../../../lib/api-client';

export type RecordedRound = CallData<typeof gameRecentRounds>['rounds'][number];

/** The player's last ten rounds (of one game, or of all), from the casino's records. */
export function useRecentRounds(token: string | null, gameId?: number) {
  return useQuery({
    queryKey: ['game-rounds', token, gameId ?? 'all'],
    queryFn: async () => {
      const body: CallBody<typeof gameRecentRounds> = { gameId, notSpinning: true };
      return (await callApi<CallData<typeof gameRecentRounds>>('/game/rounds', body)).rounds;
    },
    enabled: token !== null,
    retry: false,
  });
}
