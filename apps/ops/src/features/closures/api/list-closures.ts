import { useQuery } from '@tanstack/react-query';
import type { CallData, opsClosureRequests } from '@sorte/contracts';
import { opsCall } from '../../../lib/api-client';

export type ClosureRequest = CallData<typeof opsClosureRequests>['list'][number];

export const closuresKey = ['ops', 'closures'] as const;

/** Open requests to close an account, oldest first, with the money that still holds each open. */
export function useClosureRequests() {
  return useQuery({
    queryKey: closuresKey,
    queryFn: async () =>
      (await opsCall<typeof opsClosureRequests>('/ops/dataRights/closures', {})).list,
  });
}
