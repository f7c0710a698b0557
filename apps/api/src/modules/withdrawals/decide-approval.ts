export type ApprovalDecision = 'release' | 'first_approval' | 'same_approver';

/**
 * What a staff member's approval does to a withdrawal in review. Pure. At or below the market's
 * second-approval amount one approval releases it. Above it the first approval is only recorded;
 * the second must come from someone else, and then releases it.
 */
export function decideApproval(input: {
  amountMinor: number;
  secondApprovalAboveMinor: number;
  firstApprovedBy: number | null;
  staffId: number;
}): ApprovalDecision {
  if (input.amountMinor <= input.secondApprovalAboveMinor) return 'release';
  if (input.firstApprovedBy === null) return 'first_approval';
  return input.firstApprovedBy === input.staffId ? 'same_approver' : 'release';
}
