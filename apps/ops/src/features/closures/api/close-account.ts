import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { opsCloseAccount } from '@sorte/contracts';
import { opsCall } from '../../../lib/api-client';
import { closuresKey } from './list-closures';

/** Closes one account on its open request; the api refuses while money is left or on its way. */
export function useCloseAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (playerId: number) =>
      opsCall<typeof opsCloseAccount>('/ops/dataRights/close', { playerId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: closuresKey }),
  });
}
