import { describe, expect, it } from 'vitest';
import { decideApproval } from './decide-approval';

const threshold = { secondApprovalAboveMinor: 500_000 };

describe('an approval of a withdrawal in review', () => {
  it('releases one at or below the second-approval amount at once', () => {
    for (const amountMinor of [1, 499_999, 500_000]) {
      expect(decideApproval({ ...threshold, amountMinor, firstApprovedBy: null, staffId: 1 })).toBe(
        'release',
      );
    }
  });

  it('only records the first of two approvals above it', () => {
    expect(
      decideApproval({ ...threshold, amountMinor: 500_001, firstApprovedBy: null, staffId: 1 }),
    ).toBe('first_approval');
  });

  it('releases it on a second approval by someone else', () => {
    expect(
      decideApproval({ ...threshold, amountMinor: 600_000, firstApprovedBy: 1, staffId: 2 }),
    ).toBe('release');
  });

  it('refuses the first approver approving again', () => {
    expect(
      decideApproval({ ...threshold, amountMinor: 600_000, firstApprovedBy: 7, staffId: 7 }),
    ).toBe('same_approver');
  });
});
