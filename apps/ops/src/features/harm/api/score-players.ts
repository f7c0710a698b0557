import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { opsHarmScore } from '@sorte/contracts';
import { opsCall } from '../../../lib/api-client';
import { harmQueueKey } from './list-harm-queue';

/** Scores every recently active player now, rather than at the hourly run; the queue follows. */
export function useScorePlayers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => opsCall<typeof opsHarmScore>('/ops/harm/score', {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: harmQueueKey }),
  });
}
