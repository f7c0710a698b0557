import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { opsRejectAdjustment } from '@sorte/contracts';
import { opsCall } from '../../../lib/api-client';
import { adjustmentsKey } from './list-adjustments';

/** Refuses a waiting adjustment: nothing is posted, and it leaves the list. */
export function useRejectAdjustment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (adjustmentId: string) =>
      (await opsCall<typeof opsRejectAdjustment>('/ops/adjustments/reject', { adjustmentId }))
        .adjustment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adjustmentsKey }),
  });
}
