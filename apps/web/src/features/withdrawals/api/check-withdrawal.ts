import type { CallBody, CallData, withdrawInfo2 } from '@sorte/contracts';
import { callApi } from '../../../lib/api-client';

export type WithdrawalCheck = CallData<typeof withdrawInfo2>;

/**
 * The server's quote for an amount to an account, and whether it would be accepted now; a refusal
 * comes back as data, in the player's words, so the screen shows it where the player is looking.
 */
export function checkWithdrawal(body: CallBody<typeof withdrawInfo2>): Promise<WithdrawalCheck> {
  return callApi<WithdrawalCheck>('/v1/bus/withdrawInfo2', body);
}
