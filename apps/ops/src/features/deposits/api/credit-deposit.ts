import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody, opsCreditDeposit } from '@sorte/contracts';
import { opsCall } from '../../../lib/api-client';
import { depositsKey } from './list-deposits';

/**
 * Credits a deposit in review with the amount actually paid and the bonus the deposit rules give
 * it; the queue is asked again, as the deposit has left it.
 */
export function useCreditDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof opsCreditDeposit>) =>
      opsCall<typeof opsCreditDeposit>('/ops/deposits/credit', body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: depositsKey }),
  });
}
