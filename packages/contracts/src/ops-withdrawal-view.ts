import { z } from 'zod';
import { marketCodes } from '@sorte/markets';
import { withdrawalOrderView } from './calls/withdrawals';

/** A withdrawal as staff see it in the review queue. */
export const opsWithdrawalView = withdrawalOrderView.extend({
  playerId: z.string(),
  requestedAt: z.string(),
  autoApproved: z.boolean(),
  reviewedBy: z.string().nullable(),
  /** Past its promised deadline: still not paid after it, or paid after it. */
  overdue: z.boolean(),
  /** The payment provider's id of the payout, once it accepted it: what staff quote to them. */
  pspPayoutId: z.string().nullable(),
  /** The player's market, whose rules (second approver, limits) the withdrawal follows. */
  market: z.enum(marketCodes),
  /** Above the market's second-approval amount: who gave the first approval, or null. */
  firstApprovedBy: z.string().nullable(),
  /** In review with one approval of the two it needs: a different staff member must approve. */
  awaitingSecondApprover: z.boolean(),
  /** Approved, not yet accepted by the provider: times sending found it unreachable, last answer. */
  payoutSendAttempts: z.number().int().nonnegative(),
  payoutSendError: z.string().nullable(),
  /** Sending stopped after its attempts: it waits for staff to retry (/ops/withdrawals/retry). */
  awaitingRetry: z.boolean(),
});
