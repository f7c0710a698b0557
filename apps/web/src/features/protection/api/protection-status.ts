import { useQuery } from '@tanstack/react-query';
import type { CallData, protectionStatus } from '@sorte/contracts';
import { callApi } from '../../../lib/api-client';

export type ProtectionStatus = CallData<typeof protectionStatus>;

export const protectionStatusKey = (token: string | null) => ['protection', token] as const;

/** Whether the player is on a break or self-excluded, and the periods the market offers. */
export function useProtectionStatus(token: string | null, enabled = true) {
  return useQuery({
    queryKey: protectionStatusKey(token),
    queryFn: () => callApi<ProtectionStatus>('/v1/bus/protection', { notSpinning: true }),
    enabled: enabled && token !== null,
    retry: false,
  });
}
