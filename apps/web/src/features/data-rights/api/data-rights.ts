import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  accountClosure,
  myData,
  requestAccountClosure,
  withdrawAccountClosure,
} from '@sorte/contracts';
import { playerReadQuery, playerWrite } from '../../../lib/player-call';
import { useUserInfo } from '../../../lib/session';

const closureKey = (token: string | null) => ['account-closure', token] as const;

/** The player's latest request to close the account, or null. */
export function useAccountClosure() {
  const token = useUserInfo()?.token ?? null;
  return useQuery(
    playerReadQuery<typeof accountClosure>('/v1/bus/accountClosure', closureKey(token), token),
  );
}

const askClosure = playerWrite<typeof requestAccountClosure>('/v1/bus/requestAccountClosure');
const withdrawClosure = playerWrite<typeof withdrawAccountClosure>(
  '/v1/bus/withdrawAccountClosure',
);

/** Asks to close the account, or withdraws the open request; the request shown is the answer. */
export function useClosureChange() {
  const queryClient = useQueryClient();
  const token = useUserInfo()?.token ?? null;
  return useMutation({
    mutationFn: (change: 'ask' | 'withdraw') =>
      change === 'ask' ? askClosure({ confirm: true }) : withdrawClosure({}),
    onSuccess: (answer) => queryClient.setQueryData(closureKey(token), answer),
  });
}

/** Everything the operator keeps about the player, fetched without the spinner. */
export const fetchMyData = playerWrite<typeof myData>('/v1/bus/myData');
