/**
 * The stages of a withdrawal (PRODUCT.md §3.4): forward `requested → reviewing → approved → sent →
 * paid`, or it ends `rejected`, `failed` or `cancelled`, each of those refunding the whole amount.
 */
export const withdrawalStages = [
  'requested',
  'reviewing',
  'approved',
  'sent',
  'paid',
  'rejected',
  'failed',
  'cancelled',
] as const;

export type WithdrawalStage = (typeof withdrawalStages)[number];

/** The stages a withdrawal moves through when all goes well, in order. */
export const withdrawalForwardStages = [
  'requested',
  'reviewing',
  'approved',
  'sent',
  'paid',
] as const satisfies readonly WithdrawalStage[];

/** The stages that end a withdrawal with the whole amount back on the balance. */
export const withdrawalRefundedStages = [
  'rejected',
  'failed',
  'cancelled',
] as const satisfies readonly WithdrawalStage[];

/**
 * Why a payout failed: as the payment provider reports it (the same names as the provider
 * protocol's payoutFailureReasons in @sorte/contracts, which this package may not import), or
 * `provider_refused` when the provider turned the payout down before trying it.
 */
export const payoutFailureReasons = [
  'invalid_destination',
  'destination_closed',
  'rejected_by_bank',
  'provider_refused',
] as const;

export type PayoutFailureReason = (typeof payoutFailureReasons)[number];
