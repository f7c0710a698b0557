import type { CallBody, CallData, confirmAge as confirmAgeCall } from '@sorte/contracts';
import { callApi } from '../../../lib/api-client';

export type ConfirmedAge = CallData<typeof confirmAgeCall>;

// Its own callApi rather than playerWrite: the 18+ setup then opens without first
// fetching the helpers' chunk, as it did before (the journeys follow it straight after a tap).
/** Records the 18+ setup; deposits and games are refused until it is done. */
export function confirmAge(body: CallBody<typeof confirmAgeCall>): Promise<ConfirmedAge> {
  return callApi<ConfirmedAge>('/user/confirmAge', body);
}
