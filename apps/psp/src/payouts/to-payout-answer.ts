import type { PayoutAnswer } from '@sorte/contracts';
import type { PayoutRow } from '../db/schema';

/** A payout as the protocol answers it. */
export function toPayoutAnswer(payout: PayoutRow): PayoutAnswer {
  return {
    payoutId: payout.id,
    merchantPayoutId: payout.merchantPayoutId,
    status: payout.status,
    amount: payout.amountMinor,
    currency: payout.currency,
    failureReason: payout.failureReason,
  };
}
