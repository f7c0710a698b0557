import type { TransactionRequest } from '../ledger-types';
import { heldAmountMoving, withdrawalStepTransaction } from './withdrawal-transaction';
import type { WithdrawalHold } from './withdrawal-transaction';

/**
 * A withdrawal that ended without a payout (rejected, failed, cancelled): the whole held amount
 * back on the player's balance. One key per order, so however many events report the end, the
 * refund is made once.
 */
export function withdrawalRefundTransaction(input: WithdrawalHold): TransactionRequest {
  return withdrawalStepTransaction(input, 'refund', heldAmountMoving(input, 'back to player'));
}
