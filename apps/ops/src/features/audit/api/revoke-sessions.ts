import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { opsRevokeStaffSessions } from '@sorte/contracts';
import { opsCall } from '../../../lib/api-client';
import { auditKey } from './list-audit';

/** Ends every session of a staff member; the revocation lands in the audit log, asked again. */
export function useRevokeSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (username: string) =>
      opsCall<typeof opsRevokeStaffSessions>('/ops/staff/sessions/revoke', { username }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: auditKey }),
  });
}
