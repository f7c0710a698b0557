import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallData, openGameRounds } from '@sorte/contracts';
import { callApi } from '../../../lib/api-client';

/** While a round waits, the notice checks again at this pace until the provider settles it. */
const openRoundsRefreshMs = 10_000;

export function openRoundsQuery(token: string | null) {
  return queryOptions({
    queryKey: ['game-open-rounds', token],
    queryFn: async () =>
      (await callApi<CallData<typeof openGameRounds>>('/game/openRounds', { notSpinning: true }))
        .rounds,
    enabled: token !== null,
    retry: false,
    refetchInterval: (query) => ((query.state.data?.length ?? 0) > 0 ? openRoundsRefreshMs : false),
  });
}

export function useOpenRounds(token: string | null) {
  return useQuery(openRoundsQuery(token));
}
