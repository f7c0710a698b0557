import { useInfiniteQuery } from '@tanstack/react-query';
import type { CallData, opsAudit } from '@sorte/contracts';
import { opsCall } from '../../../lib/api-client';

export type AuditEntry = CallData<typeof opsAudit>['list'][number];

const pageSize = 50;

export const auditKey = ['ops', 'audit'] as const;

/** The audit log, newest first, 50 rows at a time. */
export function useAudit() {
  return useInfiniteQuery({
    queryKey: auditKey,
    queryFn: ({ pageParam }) =>
      opsCall<typeof opsAudit>('/ops/audit', {
        pageSize,
        ...(pageParam ? { cursor: pageParam } : {}),
      }),
    initialPageParam: 0,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}
