import type { opsWithdrawalView, withdrawalOrderView } from '@sorte/contracts';
import type { z } from 'zod';
import type { MarketCode } from '@sorte/markets';
import type { WithdrawalStatus, withdrawalOrders } from '../../db/schema';
import { maskAccount } from '../payout-accounts/to-payout-account-view';
import { payoutSendAttemptsMax } from './payout-send-attempts';

export type WithdrawalOrderRow = typeof withdrawalOrders.$inferSelect;
type Destination = { account?: string; key?: string; clabe?: string; card?: string; code?: string };

const endedWithRefund: readonly WithdrawalStatus[] = ['rejected', 'failed', 'cancelled'];

/** The account a withdrawal went to, recognisable but not copyable. */
function destinationMasked(row: WithdrawalOrderRow): string {
  const destination = row.destination as Destination;
  const shown =
    destination.key ??
    destination.account ??
    destination.clabe ??
    destination.card ??
    destination.code;
  return maskAccount(shown ?? '');
}

/** Every stage the order reached, in order, with its time. */
function stagesOf(row: WithdrawalOrderRow): { stage: WithdrawalStatus; at: string }[] {
  const reached: [WithdrawalStatus, Date | null][] = [
    ['requested', row.requestedAt],
    ['reviewing', row.reviewingAt],
    ['approved', row.approvedAt],
    ['sent', row.sentAt],
    ['paid', row.paidAt],
  ];
  if (endedWithRefund.includes(row.status)) reached.push([row.status, row.endedAt]);
  return reached.flatMap(([stage, at]) => (at ? [{ stage, at: at.toISOString() }] : []));
}

export function toWithdrawalOrderView(
  row: WithdrawalOrderRow,
  accountStillHeld: boolean,
): z.input<typeof withdrawalOrderView> {
  return {
    orderId: row.orderId,
    currency: row.currency,
    amountMinor: row.amountMinor,
    feeMinor: row.feeMinor,
    taxMinor: row.taxMinor,
    arrivesMinor: row.arrivesMinor,
    channelId: row.channel,
    accountMasked: destinationMasked(row),
    accountId: accountStillHeld ? row.payoutAccountId : null,
    status: row.status,
    stages: stagesOf(row),
    rejectionReason: row.rejectionReason,
    failureReason: row.failureReason,
    refundedMinor: endedWithRefund.includes(row.status) ? row.amountMinor : 0,
    deadlineAt: row.deadlineAt?.toISOString() ?? null,
    cancellable: row.status === 'requested' || row.status === 'reviewing',
  };
}

const openStatuses: readonly WithdrawalStatus[] = ['requested', 'reviewing', 'approved', 'sent'];

/**
 * Past the deadline the profile promised (br-regulated: 120 minutes): still on its way after it,
 * or paid after it. A withdrawal that ended with a refund owes no payout, so no deadline.
 */
function isOverdue(row: WithdrawalOrderRow, now: Date): boolean {
  if (row.deadlineAt === null) return false;
  if (openStatuses.includes(row.status)) return row.deadlineAt < now;
  return row.status === 'paid' && row.paidAt !== null && row.deadlineAt < row.paidAt;
}

export interface OpsWithdrawalRow extends WithdrawalOrderRow {
  playerExternalId: string;
  market: MarketCode;
  reviewerUsername: string | null;
  firstApproverUsername: string | null;
}

export function toOpsWithdrawalView(
  row: OpsWithdrawalRow,
  now: Date,
): z.input<typeof opsWithdrawalView> {
  const inReview = row.status === 'requested' || row.status === 'reviewing';
  const notAccepted = row.status === 'approved' && row.pspPayoutId === null;
  return {
    ...toWithdrawalOrderView(row, true),
    playerId: row.playerExternalId,
    requestedAt: row.requestedAt.toISOString(),
    autoApproved: row.autoApproved === 1,
    reviewedBy: row.reviewerUsername,
    overdue: isOverdue(row, now),
    pspPayoutId: row.pspPayoutId,
    market: row.market,
    firstApprovedBy: row.firstApproverUsername,
    awaitingSecondApprover: inReview && row.firstApprovedBy !== null,
    payoutSendAttempts: row.payoutSendAttempts,
    payoutSendError: row.payoutSendError,
    awaitingRetry: notAccepted && row.payoutSendAttempts >= payoutSendAttemptsMax,
  };
}
