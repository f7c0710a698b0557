import { useInfiniteQuery } from '@tanstack/react-query';
import type { CallData, statement } from '@sorte/contracts';
import { playerPages } from '../../../lib/player-call';

export type StatementPage = CallData<typeof statement>;
export type StatementEntry = StatementPage['items'][number];

const pageSize = 20;

/**
 * The player's statement from the ledger, newest first, a page at a time: every round's bet and
 * win, every deposit and withdrawal, as far back as the player cares to go.
 */
export function useStatement(token: string | null) {
  return useInfiniteQuery({
    queryKey: ['statement', token],
    ...playerPages<StatementPage>('/v1/bus/statement', pageSize),
    enabled: token !== null,
    retry: false,
  });
}
