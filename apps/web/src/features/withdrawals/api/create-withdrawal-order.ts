import type {
  CallBody,
  CallData,
  createWithdrawalOrder as createWithdrawalOrderCall,
} from '@sorte/contracts';
import { callApi } from '../../../lib/api-client';

export type CreatedWithdrawal = CallData<typeof createWithdrawalOrderCall>;

/** Asks for the withdrawal with the fee and tax the player confirmed; the amount is held at once. */
export function createWithdrawalOrder(
  body: CallBody<typeof createWithdrawalOrderCall>,
): Promise<CreatedWithdrawal> {
  return callApi<CreatedWithdrawal>('/withdraw/create/order', body);
}
