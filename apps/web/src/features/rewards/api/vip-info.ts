import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallData, vipInfo } from '@sorte/contracts';
import { callApi } from '../../../lib/api-client';
import { useUserInfo } from '../../../lib/session';

export type VipInfo = CallData<typeof vipInfo>;

/** The level from lifetime paid deposits, what is left to the next, each level's benefits. */
export function vipInfoQuery(token: string | null) {
  return queryOptions({
    queryKey: ['vip-info', token],
    queryFn: () => callApi<VipInfo>('/v1/bus/vipInfo', { notSpinning: true }),
    enabled: token !== null,
    retry: false,
  });
}

export function useVipInfo() {
  return useQuery(vipInfoQuery(useUserInfo()?.token ?? null));
}
