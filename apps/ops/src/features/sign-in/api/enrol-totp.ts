import { useQuery } from '@tanstack/react-query';
import type { opsTotpEnrol } from '@sorte/contracts';
import { opsCall } from '../../../lib/api-client';

/**
 * A new TOTP secret for this session's staff member. Asked once per enrolment screen (each ask
 * replaces the secret, so it is never refetched behind the staff member's back).
 */
export function useTotpEnrolment(token: string) {
  return useQuery({
    queryKey: ['ops', 'totp-enrol', token],
    queryFn: () => opsCall<typeof opsTotpEnrol>('/ops/totp/enrol', {}),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });
}
