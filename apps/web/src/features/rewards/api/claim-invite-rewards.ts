import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallData, claimInviteRewards } from '@sorte/contracts';
import { callApi } from '../../../lib/api-client';
import { useUserInfo } from '../../../lib/session';
import { inviteStatsKey } from './invite-stats';

export type InviteClaim = CallData<typeof claimInviteRewards>;

/** Every claimable invitation reward, each credited once; then the figures and balance again. */
export function useClaimInviteRewards() {
  const queryClient = useQueryClient();
  const token = useUserInfo()?.token ?? null;
  return useMutation({
    mutationFn: () => callApi<InviteClaim>('/v1/bus/receiveInviteRewards', {}),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['account-info'] });
      void queryClient.invalidateQueries({ queryKey: inviteStatsKey(token) });
    },
  });
}
