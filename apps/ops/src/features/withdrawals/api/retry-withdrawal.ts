import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { opsRetryWithdrawal } from '@sorte/contracts';
import { opsCall } from '../../../lib/api-client';
import { withdrawalsKey } from './list-withdrawals';

/**
 * Sends again an approved payout the provider never accepted, under the same merchant id (a
 * payout it did make is answered, never made twice); every status list is asked again.
 */
export function useRetryWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) =>
      opsCall<typeof opsRetryWithdrawal>('/ops/withdrawals/retry', { orderId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: withdrawalsKey }),
  });
}
