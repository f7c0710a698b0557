import type { CallBody, CallData, createChargeOrder } from '@sorte/contracts';
import { callApi } from '../../../lib/api-client';

export type CreatedDeposit = CallData<typeof createChargeOrder>;

// Its own callApi rather than playerWrite: the deposit drawer then opens without first
// fetching the helpers' chunk, as it did before (the journeys follow it straight after a tap).
/** Starts a deposit; the balance moves only when the provider confirms the payment. */
export function createDepositOrder(
  body: CallBody<typeof createChargeOrder>,
): Promise<CreatedDeposit> {
  return callApi<CreatedDeposit>('/charge/create/order', body);
}
