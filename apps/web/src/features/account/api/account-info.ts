import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallData, accountInfo as accountInfoCall } from '@sorte/contracts';
import { callApi } from '../../../lib/api-client';
import { useUserInfo } from '../../../lib/session';

export type AccountInfo = CallData<typeof accountInfoCall>['result'];

export const accountInfoPath = '/v1/bus/accountInfo';

/**
 * While a deposit waits for its payment, the balance asks again this often, so money that lands
 * shows up by itself (the provider confirms within seconds to minutes).
 */
const pendingDepositRefreshMs = 3000;

/** Balance and flags, read from the server's ledger; never from browser storage. */
export async function fetchAccountInfo(): Promise<AccountInfo> {
  // No spinner: the balance refreshes in the background (window focus) without blocking taps.
  const data = await callApi<CallData<typeof accountInfoCall>>(accountInfoPath, {
    notSpinning: true,
  });
  return data.result;
}

export function accountInfoQuery(token: string | null) {
  return queryOptions({
    // Keyed by token so a new session never shows the previous one's balance.
    queryKey: ['account-info', token],
    queryFn: fetchAccountInfo,
    enabled: token !== null,
    refetchOnWindowFocus: true,
    refetchInterval: (query) =>
      query.state.data?.processOrderId ? pendingDepositRefreshMs : false,
    retry: false,
  });
}

export function useAccountInfo() {
  const token = useUserInfo()?.token ?? null;
  return useQuery(accountInfoQuery(token));
}
