import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallData, inviteStats } from '@sorte/contracts';
import { callApi } from '../../../lib/api-client';
import { useUserInfo } from '../../../lib/session';

export type InviteStats = CallData<typeof inviteStats>;

export const inviteStatsKey = (token: string | null) => ['invite-stats', token] as const;

/** Invited, qualified, earned, claimable, and the stated reward with its qualifying deposit. */
export function inviteStatsQuery(token: string | null) {
  return queryOptions({
    queryKey: inviteStatsKey(token),
    queryFn: () => callApi<InviteStats>('/v1/bus/statInviteInfo', { notSpinning: true }),
    enabled: token !== null,
    retry: false,
  });
}

export function useInviteStats() {
  return useQuery(inviteStatsQuery(useUserInfo()?.token ?? null));
}
