import { useQuery } from '@tanstack/react-query';
import type { CallData, opsBooks } from '@sorte/contracts';
import { opsCall } from '../../../lib/api-client';

export type CurrencyBooks = CallData<typeof opsBooks>['currencies'][number];
export type UnattachedRows = CallData<typeof opsBooks>['unattachedRows'];

/** The ledger check: per currency, every account summed (zero when the books balance). */
export function useBooks() {
  return useQuery({
    queryKey: ['ops', 'books'],
    queryFn: () => opsCall<typeof opsBooks>('/ops/books', {}),
  });
}
