import { useQuery } from '@tanstack/react-query';
import type { CallBody, CallData, gameSessionSummary } from '@sorte/contracts';
import { callApi } from '../../../lib/api-client';

export type SessionSummary = CallData<typeof gameSessionSummary>;

/** The bar over the frame follows the session at this pace; the clock itself ticks locally. */
const summaryRefreshMs = 4000;

export function useSessionSummary(gameId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['game-session-summary', gameId],
    queryFn: () => {
      const body: CallBody<typeof gameSessionSummary> = { gameId, notSpinning: true };
      return callApi<SessionSummary>('/game/session/summary', body);
    },
    enabled,
    refetchInterval: summaryRefreshMs,
    retry: false,
  });
}
