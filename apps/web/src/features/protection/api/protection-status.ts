import { useQuery } from '@tanstack/react-query';
import type { CallData, protectionStatus } from '@sorte/contracts';
import { playerReadQuery } from '../../../lib/player-call';

export type ProtectionStatus = CallData<typeof protectionStatus>;

export const protectionStatusKey = (token: string | null) => ['protection', token] as const;

/** Whether the player is on a break or self-excluded, and the periods the market offers. */
export function useProtectionStatus(token: string | null, enabled = true) {
  const query = playerReadQuery<typeof protectionStatus>(
    '/v1/bus/protection',
    protectionStatusKey(token),
    token,
  );
  return useQuery({ ...query, enabled: enabled && token !== null });
}
