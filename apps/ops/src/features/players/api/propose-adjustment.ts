import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody, opsProposeAdjustment } from '@sorte/contracts';
import { opsCall } from '../../../lib/api-client';
import { playerKey } from './read-player';

/**
 * Proposes a manual adjustment: posted at once within the market's limit, else waiting for a
 * second staff member. The player's page (balance, statement) is asked again, and so is the
 * adjustments section's list, by its key (features do not import each other).
 */
export function useProposeAdjustment(playerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Omit<CallBody<typeof opsProposeAdjustment>, 'playerId'>) =>
      (
        await opsCall<typeof opsProposeAdjustment>('/ops/adjustments/propose', {
          playerId,
          ...body,
        })
      ).adjustment,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: playerKey(playerId) });
      void queryClient.invalidateQueries({ queryKey: ['ops', 'adjustments'] });
    },
  });
}
