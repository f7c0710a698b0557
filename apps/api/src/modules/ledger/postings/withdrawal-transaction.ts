import { playerAccount, systemAccount } from '../ledger-types';
import type { AccountRef, PostingRequest, TransactionRequest } from '../ledger-types';

/** The steps of a withdrawal that move money; each happens at most once per order. */
export type WithdrawalStep = 'hold' | 'paid' | 'refund';

/** The money a withdrawal holds, between the player's balance and the pending-withdrawals account. */
export interface WithdrawalHold {
  playerId: number;
  currency: string;
  orderId: string;
  amountMinor: number;
}

export const pendingWithdrawals: AccountRef = systemAccount('withdrawals:pending');

/**
 * One step of a withdrawal's life, keyed by its order and step, so however many times the step is
 * asked for (events reported again, a retried request) the money moves once.
 */
export function withdrawalStepTransaction(
  order: { currency: string; orderId: string },
  step: WithdrawalStep,
  postings: PostingRequest[],
): TransactionRequest {
  return {
    idempotencyKey: `withdrawal:${order.orderId}:${step}`,
    kind: `withdrawal_${step}`,
    currency: order.currency,
    reference: `withdrawal:${order.orderId}`,
    postings,
  };
}

/** The held amount moving whole between the player's balance and pending withdrawals. */
export function heldAmountMoving(
  hold: WithdrawalHold,
  direction: 'to pending' | 'back to player',
): PostingRequest[] {
  const player = playerAccount(hold.playerId);
  const [from, to] =
    direction === 'to pending' ? [player, pendingWithdrawals] : [pendingWithdrawals, player];
  return [
    { account: from, amountMinor: -hold.amountMinor },
    { account: to, amountMinor: hold.amountMinor },
  ];
}
