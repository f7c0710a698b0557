import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { opsApproveAdjustment } from '@sorte/contracts';
import { opsCall } from '../../../lib/api-client';
import { adjustmentsKey } from './list-adjustments';

/**
 * Approves and posts a waiting adjustment; the api refuses its proposer (adjustment_same_staff).
 * The list is asked again whatever the answer: a refusal may mean another decided it first.
 */
export function useApproveAdjustment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (adjustmentId: string) =>
      (await opsCall<typeof opsApproveAdjustment>('/ops/adjustments/approve', { adjustmentId }))
        .adjustment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adjustmentsKey }),
  });
}
