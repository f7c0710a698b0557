import type { CallData, opsApproveAdjustment } from '@sorte/contracts';
import type { Database } from '../../db/database';
import { PlayerError } from '../../http/player-error';
import { recordAudit } from '../staff/record-audit';
import { adjustmentViewOf } from './adjustment-views';
import { approvalRefusal } from './decide-adjustment';
import { lockAdjustment } from './lock-adjustment';
import { postAdjustment } from './post-adjustment';
import { requireOpenAccount } from './require-open-account';

/**
 * A second staff member approves a waiting adjustment: it is posted through the ledger, keyed by
 * its id, so two approvals sent together post it once (the second finds it posted). The one who
 * proposed it may not approve it.
 */
export async function approveAdjustment(
  db: Database,
  input: { adjustmentId: string; staffId: number; now: Date },
): Promise<CallData<typeof opsApproveAdjustment>> {
  return db.transaction(async (tx) => {
    const { adjustment, market } = await lockAdjustment(tx, input.adjustmentId);
    const refusal = approvalRefusal(adjustment, input.staffId);
    if (refusal) throw new PlayerError(refusal, 409);
    await requireOpenAccount(tx, adjustment.playerId);
    const posted = await postAdjustment(tx, adjustment, {
      market,
      decidedBy: input.staffId,
      now: input.now,
    });
    await recordAudit(tx, {
      staffId: input.staffId,
      action: 'adjustment.approve',
      subject: `adjustment:${posted.adjustmentId}`,
      before: { status: adjustment.status },
      after: { status: posted.status, ledgerTransactionId: posted.ledgerTransactionId },
    });
    return { adjustment: await adjustmentViewOf(tx, posted.id) };
  });
}
