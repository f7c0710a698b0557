import type { QueryClient } from '@tanstack/react-query';
import { accountInfoQuery } from '../../features/account/api/account-info';
import { requestAgeConfirmation } from '../../lib/age-gate-store';
import { getToken } from '../../lib/session';

/**
 * Before a game or a deposit: true when the signed-in player has completed the 18+ setup, asking
 * for it first if not. A confirmed age never goes back, so a remembered "yes" is trusted; a "no"
 * is checked with the server before the popup opens.
 */
export async function ensureAgeConfirmed(queryClient: QueryClient): Promise<boolean> {
  const query = accountInfoQuery(getToken());
  if (queryClient.getQueryData(query.queryKey)?.ageConfirmed === 1) return true;
  const account = await queryClient.fetchQuery({ ...query, staleTime: 0 });
  if (account.ageConfirmed === 1) return true;
  return requestAgeConfirmation();
}
