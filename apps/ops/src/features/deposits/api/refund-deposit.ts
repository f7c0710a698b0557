import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody, opsRefundDeposit } from '@sorte/contracts';
import { opsCall } from '../../../lib/api-client';
import { depositsKey } from './list-deposits';

/** Refunds a deposit in review through the provider, to the account it was paid from. */
export function useRefundDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof opsRefundDeposit>) =>
      opsCall<typeof opsRefundDeposit>('/ops/deposits/refund', body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: depositsKey }),
  });
}
