import { describe, expect, it } from 'vitest';
import {
  approvalRefusal,
  checkAdjustmentProposal,
  exceedsBalance,
  postsAlone,
} from './decide-adjustment';

const reason = 'Goodwill credit after the outage.';

describe('deciding a manual adjustment', () => {
  it('asks for a whole amount other than zero and a reason of 10 to 500 characters', () => {
    expect(checkAdjustmentProposal({ amountMinor: -5, reason: `  ${reason}\r\n` })).toEqual({
      ok: true,
      reason,
    });
    for (const amountMinor of [0, 1.5, Number.MAX_SAFE_INTEGER + 1]) {
      expect(checkAdjustmentProposal({ amountMinor, reason })).toEqual({
        ok: false,
        refusal: 'adjustment_amount_invalid',
      });
    }
    for (const text of ['', 'nine char', ' '.repeat(20), 'x'.repeat(501), `bell\u0007 ${reason}`]) {
      expect(checkAdjustmentProposal({ amountMinor: 1, reason: text })).toEqual({
        ok: false,
        refusal: 'adjustment_reason_invalid',
      });
    }
    expect(checkAdjustmentProposal({ amountMinor: 1, reason: 'x'.repeat(500) }).ok).toBe(true);
    expect(checkAdjustmentProposal({ amountMinor: 1, reason: 'x'.repeat(10) }).ok).toBe(true);
  });

  it('lets one person post up to the limit either way, and waits above it', () => {
    expect(postsAlone(500, 500)).toBe(true);
    expect(postsAlone(-500, 500)).toBe(true);
    expect(postsAlone(501, 500)).toBe(false);
    expect(postsAlone(-501, 500)).toBe(false);
  });

  it('refuses only debits larger than the balance', () => {
    expect(exceedsBalance(-301, 300)).toBe(true);
    expect(exceedsBalance(-300, 300)).toBe(false);
    expect(exceedsBalance(1_000, 0)).toBe(false);
  });

  it('refuses an approval of a decided adjustment, or by its proposer', () => {
    expect(approvalRefusal({ status: 'pending', proposedBy: 1 }, 2)).toBeNull();
    expect(approvalRefusal({ status: 'pending', proposedBy: 1 }, 1)).toBe('adjustment_same_staff');
    expect(approvalRefusal({ status: 'posted', proposedBy: 1 }, 2)).toBe('adjustment_not_pending');
    expect(approvalRefusal({ status: 'rejected', proposedBy: 1 }, 1)).toBe(
      'adjustment_not_pending',
    );
  });
});
