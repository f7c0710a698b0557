import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { opsLogout } from '@sorte/contracts';
import { opsCall } from '../../../lib/api-client';
import { setSession } from '../../../lib/session';

/**
 * Ends the session at the api, then in this tab whatever the api said: a staff member who
 * pressed sign out is signed out here even offline. Nothing they saw stays in the query cache.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => opsCall<typeof opsLogout>('/ops/logout', {}),
    onSettled: () => {
      setSession(null);
      queryClient.clear();
    },
  });
}
