import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallData, signInCalendar } from '@sorte/contracts';
import { callApi } from '../../../lib/api-client';
import { useUserInfo } from '../../../lib/session';

export type SignInCalendar = CallData<typeof signInCalendar>;

export const signInCalendarKey = (token: string | null) => ['sign-in-calendar', token] as const;

/** The nine days, which are claimed, today and the days to come, in the market's time zone. */
export function signInCalendarQuery(token: string | null) {
  return queryOptions({
    queryKey: signInCalendarKey(token),
    queryFn: () => callApi<SignInCalendar>('/v1/bus/signInInfo', { notSpinning: true }),
    enabled: token !== null,
    retry: false,
  });
}

export function useSignInCalendar() {
  return useQuery(signInCalendarQuery(useUserInfo()?.token ?? null));
}
