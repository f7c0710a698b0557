import type { TransactionRequest } from '../ledger-types';
import { heldAmountMoving, withdrawalStepTransaction } from './withdrawal-transaction';
import type { WithdrawalHold } from './withdrawal-transaction';

/**
 * A withdrawal's hold: the whole amount leaves the player's balance for the pending-withdrawals
 * account the moment the order is created, so it can be neither played nor withdrawn twice. It
 * ends exactly once: paid out, or refunded in full.
 */
export function withdrawalHoldTransaction(input: WithdrawalHold): TransactionRequest {
  return withdrawalStepTransaction(input, 'hold', heldAmountMoving(input, 'to pending'));
}
