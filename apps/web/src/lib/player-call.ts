import { queryOptions } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import type { CallBody, CallData } from '@sorte/contracts';
import { callApi } from './api-client';
import type { ClientFlags } from './api-client';

/**
 * A call that changes the player's data, typed by its contract (`typeof addPayoutAccount`): the
 * body goes as the caller wrote it, so the spinner shows unless it says `notSpinning`, and a
 * refusal is toasted and thrown by callApi like any other.
 */
export function playerWrite<Call>(path: string) {
  return (body: CallBody<Call> & ClientFlags): Promise<CallData<Call>> =>
    callApi<CallData<Call>>(path, body);
}

/**
 * A read of the signed-in player's own data: asked without the spinner (the screen shows its own
 * loading state), never without a session, and not retried, since the screen offers "Try again".
 */
export function playerReadQuery<Call>(path: string, queryKey: QueryKey, token: string | null) {
  return queryOptions({
    queryKey,
    queryFn: () => callApi<CallData<Call>>(path, { notSpinning: true }),
    enabled: token !== null,
    retry: false,
  });
}
