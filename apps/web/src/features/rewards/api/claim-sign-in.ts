import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallData, claimSignIn as claimSignInCall } from '@sorte/contracts';
import { callApi } from '../../../lib/api-client';
import { useUserInfo } from '../../../lib/session';
import { signInCalendarKey } from './sign-in-calendar';

export type SignInClaim = CallData<typeof claimSignInCall>;

/** Today's reward, once per day of the market's time zone; a refusal's words come in its toast. */
export function claimSignIn(): Promise<SignInClaim> {
  return callApi<SignInClaim>('/v1/bus/signIn', {});
}

/** Claims, then shows the calendar as the server answered it and the balance read again. */
export function useClaimSignIn() {
  const queryClient = useQueryClient();
  const token = useUserInfo()?.token ?? null;
  return useMutation({
    mutationFn: claimSignIn,
    onSuccess: (answer) => {
      queryClient.setQueryData(signInCalendarKey(token), answer);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['account-info'] });
      void queryClient.invalidateQueries({ queryKey: signInCalendarKey(token) });
    },
  });
}
