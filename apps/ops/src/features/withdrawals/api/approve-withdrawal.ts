import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { opsApproveWithdrawal } from '@sorte/contracts';
import { opsCall } from '../../../lib/api-client';
import { withdrawalsKey } from './list-withdrawals';

/** Approves a withdrawal in review; every status list is asked again, as it moved between them. */
export function useApproveWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) =>
      opsCall<typeof opsApproveWithdrawal>('/ops/withdrawals/approve', { orderId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: withdrawalsKey }),
  });
}
