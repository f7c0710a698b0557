import { useQuery } from '@tanstack/react-query';
import type { CallData, opsSearchPlayers } from '@sorte/contracts';
import { opsCall } from '../../../lib/api-client';

export type PlayerSearchResult = CallData<typeof opsSearchPlayers>['list'][number];

export const playersKey = ['ops', 'players'] as const;

/** Players found by one query (any key staff were told); nothing is asked for an empty query. */
export function useSearchPlayers(query: string) {
  return useQuery({
    queryKey: [...playersKey, 'search', query],
    queryFn: async () =>
      (await opsCall<typeof opsSearchPlayers>('/ops/players/search', { query })).list,
    enabled: query !== '',
  });
}
