import { useQuery } from '@tanstack/react-query';
import type { CallData, vipInfo } from '@sorte/contracts';
import { callApi } from '../../../lib/api-client';
import { useUserInfo } from '../../../lib/session';

export type VipInfo = CallData<typeof vipInfo>;

/** The level from lifetime paid deposits, what is left to the next, each level's benefits. */
export function useVipInfo() {
  const token = useUserInfo()?.token ?? null;
  return useQuery({
    queryKey: ['vip-info', token],
    queryFn: () => callApi<VipInfo>('/v1/bus/vipInfo', { notSpinning: true }),
    enabled: token !== null,
    retry: false,
  });
}
