import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody, opsRejectWithdrawal } from '@sorte/contracts';
import { opsCall } from '../../../lib/api-client';
import { withdrawalsKey } from './list-withdrawals';

/** Rejects a withdrawal in review with the reason the player reads; the amount returns to them. */
export function useRejectWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof opsRejectWithdrawal>) =>
      opsCall<typeof opsRejectWithdrawal>('/ops/withdrawals/reject', body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: withdrawalsKey }),
  });
}
