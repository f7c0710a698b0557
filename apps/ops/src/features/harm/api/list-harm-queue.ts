import { useQuery } from '@tanstack/react-query';
import type { CallData, opsHarmQueue } from '@sorte/contracts';
import { opsCall } from '../../../lib/api-client';

export type HarmEntry = CallData<typeof opsHarmQueue>['list'][number];

export const harmQueueKey = ['ops', 'harm', 'queue'] as const;

/** Players the markers of harm scored at 2 or more in the last 7 days, highest first. */
export function useHarmQueue() {
  return useQuery({
    queryKey: harmQueueKey,
    queryFn: () => opsCall<typeof opsHarmQueue>('/ops/harm/queue', {}),
  });
}
