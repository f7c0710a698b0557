import type { PostingRequest, TransactionRequest } from '../ledger-types';
import { systemAccount } from '../ledger-types';
import { pendingWithdrawals, withdrawalStepTransaction } from './withdrawal-transaction';

/**
 * A payout the provider confirmed: the held amount leaves the pending-withdrawals account; what
 * arrived went out through the provider's clearing account, and the fee and the tax quoted to the
 * player before confirming go to their own accounts. The fee and the tax come out of the held
 * amount, never from a new payment (PRODUCT.md §3.4).
 */
export function withdrawalPaidTransaction(input: {
  currency: string;
  orderId: string;
  amountMinor: number;
  feeMinor: number;
  taxMinor: number;
}): TransactionRequest {
  const arrivesMinor = input.amountMinor - input.feeMinor - input.taxMinor;
  if (arrivesMinor <= 0 || input.feeMinor < 0 || input.taxMinor < 0) {
    throw new RangeError(`withdrawal ${input.orderId}: fee and tax must leave something to pay`);
  }
  const postings: PostingRequest[] = [
    { account: pendingWithdrawals, amountMinor: -input.amountMinor },
    { account: systemAccount('psp:clearing'), amountMinor: arrivesMinor },
  ];
  if (input.feeMinor > 0)
    postings.push({ account: systemAccount('fees'), amountMinor: input.feeMinor });
  if (input.taxMinor > 0)
    postings.push({ account: systemAccount('tax'), amountMinor: input.taxMinor });
  return withdrawalStepTransaction(input, 'paid', postings);
}
