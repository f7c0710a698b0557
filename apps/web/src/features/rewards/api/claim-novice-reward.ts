import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallData, claimNoviceReward as claimNoviceRewardCall } from '@sorte/contracts';
import { callApi } from '../../../lib/api-client';

export type NoviceRewardClaim = CallData<typeof claimNoviceRewardCall>;

/** The novice reward, once every task is done; a refusal's words come in its toast. */
export function claimNoviceReward(): Promise<NoviceRewardClaim> {
  return callApi<NoviceRewardClaim>('/v1/bus/taskOneGot', {});
}

/** Claims, then reads the tasks and the balance again. */
export function useClaimNoviceReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimNoviceReward,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['account-info'] });
      void queryClient.invalidateQueries({ queryKey: ['novice-tasks'] });
    },
  });
}
