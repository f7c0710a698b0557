import { useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { CallBody, CallData, gameSessionSummary } from '@sorte/contracts';
import { callApi } from '../../../lib/api-client';

export type SessionSummary = CallData<typeof gameSessionSummary>;

/**
 * The game page tells the frame when a round's money moves, and the bar asks at once
 * (refreshSessionSummary). This slow poll is only the fallback for a provider whose pages say
 * nothing; the clock itself ticks locally.
 */
const summaryFallbackRefreshMs = 20_000;

export function sessionSummaryKey(gameId: number) {
  return ['game-session-summary', gameId] as const;
}

/** Asks for the session's figures now: a round of the game settled. */
export function refreshSessionSummary(queryClient: QueryClient, gameId: number): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: sessionSummaryKey(gameId) });
}

export function useSessionSummary(gameId: number, enabled: boolean) {
  return useQuery({
    queryKey: sessionSummaryKey(gameId),
    queryFn: () => {
      const body: CallBody<typeof gameSessionSummary> = { gameId, notSpinning: true };
      return callApi<SessionSummary>('/game/session/summary', body);
    },
    enabled,
    refetchInterval: summaryFallbackRefreshMs,
    retry: false,
  });
}
