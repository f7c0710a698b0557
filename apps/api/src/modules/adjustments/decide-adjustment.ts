import { adjustmentReasonLengthMax, adjustmentReasonLengthMin } from '@sorte/contracts';
import { checkSupportMessage } from '@sorte/contracts';
import type { MsgCode } from '@sorte/contracts';

export type AdjustmentCheck =
  { ok: true; reason: string } | { ok: false; refusal: Extract<MsgCode, `adjustment_${string}`> };

/**
 * A proposal's own facts, before anything is read: a whole amount other than zero, and a reason
 * of 10 to 500 characters kept by the support text rules (no control characters, edges trimmed).
 */
export function checkAdjustmentProposal(input: {
  amountMinor: number;
  reason: string;
}): AdjustmentCheck {
  if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor === 0) {
    return { ok: false, refusal: 'adjustment_amount_invalid' };
  }
  const reason = checkSupportMessage(input.reason, {
    lengthMin: adjustmentReasonLengthMin,
    lengthMax: adjustmentReasonLengthMax,
  });
  if (!reason.ok) return { ok: false, refusal: 'adjustment_reason_invalid' };
  return { ok: true, reason: reason.text };
}

/** Whether one staff member may post it alone: its size, either way, within the market's limit. */
export function postsAlone(amountMinor: number, aloneMinorMax: number): boolean {
  return Math.abs(amountMinor) <= aloneMinorMax;
}

/** A debit that would take the balance below zero: refused before the ledger is asked. */
export function exceedsBalance(amountMinor: number, balanceMinor: number): boolean {
  return amountMinor < 0 && -amountMinor > balanceMinor;
}

/**
 * Why an approval is refused, judged on the adjustment as it stands after the locks: decided
 * already, or proposed by the same staff member (two people for every large correction).
 */
export function approvalRefusal(
  adjustment: { status: string; proposedBy: number },
  staffId: number,
): 'adjustment_not_pending' | 'adjustment_same_staff' | null {
  if (adjustment.status !== 'pending') return 'adjustment_not_pending';
  if (adjustment.proposedBy === staffId) return 'adjustment_same_staff';
  return null;
}
