import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallData, gameList } from '@sorte/contracts';
import { callApi } from '../../../lib/api-client';

export type GameFacts = CallData<typeof gameList>['list'][number];

/** The published facts of every game; they change only with a provider release. */
export const gameListQuery = queryOptions({
  queryKey: ['game-list'],
  queryFn: async () =>
    (await callApi<CallData<typeof gameList>>('/game/list', { notSpinning: true })).list,
  staleTime: 5 * 60_000,
  retry: false,
});

export function useGameFacts(): Map<number, GameFacts> {
  const { data } = useQuery(gameListQuery);
  return new Map((data ?? []).map((facts) => [facts.gameId, facts]));
}
