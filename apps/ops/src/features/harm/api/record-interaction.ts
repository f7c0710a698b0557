import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody, opsHarmInteract } from '@sorte/contracts';
import { opsCall } from '../../../lib/api-client';
import { harmQueueKey } from './list-harm-queue';

/** Records what staff did for a player; the queue shows it as their last interaction. */
export function useRecordInteraction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof opsHarmInteract>) =>
      opsCall<typeof opsHarmInteract>('/ops/harm/interact', body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: harmQueueKey }),
  });
}
