import { eq } from 'drizzle-orm';
import type { CallData, opsRejectAdjustment } from '@sorte/contracts';
import type { Database } from '../../db/database';
import { manualAdjustments } from '../../db/schema';
import { PlayerError } from '../../http/player-error';
import { recordAudit } from '../staff/record-audit';
import { adjustmentViewOf } from './adjustment-views';
import { lockAdjustment } from './lock-adjustment';

/** Refuses a waiting adjustment: nothing is posted, and it can no longer be approved. */
export async function rejectAdjustment(
  db: Database,
  input: { adjustmentId: string; staffId: number; now: Date },
): Promise<CallData<typeof opsRejectAdjustment>> {
  return db.transaction(async (tx) => {
    const { adjustment } = await lockAdjustment(tx, input.adjustmentId);
    if (adjustment.status !== 'pending') throw new PlayerError('adjustment_not_pending', 409);
    await tx
      .update(manualAdjustments)
      .set({ status: 'rejected', decidedBy: input.staffId, decidedAt: input.now })
      .where(eq(manualAdjustments.id, adjustment.id));
    await recordAudit(tx, {
      staffId: input.staffId,
      action: 'adjustment.reject',
      subject: `adjustment:${adjustment.adjustmentId}`,
      before: { status: adjustment.status },
      after: { status: 'rejected' },
    });
    return { adjustment: await adjustmentViewOf(tx, adjustment.id) };
  });
}
