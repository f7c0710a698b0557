import { useQuery } from '@tanstack/react-query';
import type { CallData, inviteShare } from '@sorte/contracts';
import { callApi } from '../../../lib/api-client';
import { useUserInfo } from '../../../lib/session';

export type InviteShare = CallData<typeof inviteShare>;

/** The player's invitation address and the code it carries (`code=`). */
export function useInviteShare() {
  const token = useUserInfo()?.token ?? null;
  return useQuery({
    queryKey: ['invite-share', token],
    queryFn: () =>
      callApi<InviteShare>('/v1/bus/getUserShareUrlAndExtensionCode', { notSpinning: true }),
    enabled: token !== null,
    retry: false,
  });
}
