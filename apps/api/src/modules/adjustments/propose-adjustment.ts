import type { CallData, opsProposeAdjustment } from '@sorte/contracts';
import { isMarketCode, manualAdjustmentAloneMinorMax } from '@sorte/markets';
import { and, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { manualAdjustments } from '../../db/schema';
import { PlayerError } from '../../http/player-error';
import { readBalanceMinor } from '../account/read-balance';
import { lockPlayer } from '../ledger/lock-players';
import { findPlayer } from '../ops-players/find-player';
import { recordAudit } from '../staff/record-audit';
import { adjustmentViewOf } from './adjustment-views';
import { checkAdjustmentProposal, exceedsBalance, postsAlone } from './decide-adjustment';
import { newAdjustmentId } from './new-adjustment-id';
import { requireOpenAccount } from './require-open-account';
import { postAdjustment } from './post-adjustment';

/**
 * A staff member proposes a balance correction. Within the market's limit it is posted at once,
 * by them; above it, it waits for another staff member. The player's locks are taken first (the
 * one lock order), so the balance a debit is judged against is the one it will meet; a debit
 * larger than it is refused and nothing is written. The row, the money and the audit row are
 * written in one transaction.
 */
export async function proposeAdjustment(
  db: Database,
  input: {
    playerId: string;
    amountMinor: number;
    account: 'cash' | 'bonus';
    reason: string;
    staffId: number;
    /** The staff member's key of this proposal: sent again, it answers the adjustment it made. */
    idempotencyKey?: string;
    now: Date;
  },
): Promise<CallData<typeof opsProposeAdjustment>> {
  const check = checkAdjustmentProposal(input);
  if (!check.ok) throw new PlayerError(check.refusal, 400);
  return db.transaction(async (tx) => {
    const player = await findPlayer(tx, input.playerId);
    if (!isMarketCode(player.market)) throw new Error(`player ${player.id}: ${player.market}`);
    await lockPlayer(tx, player.id);
    // Read after the player's lock: a first proposal with the same key has committed by now.
    const earlier = await findAdjustmentByKey(tx, {
      ...input,
      reason: check.reason,
      playerId: player.id,
    });
    if (earlier) return { adjustment: await adjustmentViewOf(tx, earlier.id) };
    // A closed account holds no money (it closed only once none was left): none is put back.
    await requireOpenAccount(tx, player.id);
    const balanceMinor = await readBalanceMinor(tx, player.id, player.currency);
    if (exceedsBalance(input.amountMinor, balanceMinor)) {
      throw new PlayerError('adjustment_exceeds_balance', 409);
    }
    const [proposed] = await tx
      .insert(manualAdjustments)
      .values({
        adjustmentId: newAdjustmentId(),
        playerId: player.id,
        currency: player.currency,
        amountMinor: input.amountMinor,
        account: input.account,
        reason: check.reason,
        status: 'pending',
        proposedBy: input.staffId,
        idempotencyKey: input.idempotencyKey ?? null,
      })
      .returning();
    if (!proposed) throw new Error('manual adjustment insert returned nothing');
    const alone = postsAlone(input.amountMinor, manualAdjustmentAloneMinorMax[player.market]);
    const adjustment = alone
      ? await postAdjustment(tx, proposed, {
          market: player.market,
          decidedBy: input.staffId,
          now: input.now,
        })
      : proposed;
    await recordAudit(tx, {
      staffId: input.staffId,
      action: 'adjustment.propose',
      subject: `adjustment:${adjustment.adjustmentId}`,
      before: { balanceMinor },
      after: {
        playerId: player.externalId,
        amountMinor: adjustment.amountMinor,
        account: adjustment.account,
        reason: adjustment.reason,
        status: adjustment.status,
        ledgerTransactionId: adjustment.ledgerTransactionId,
      },
    });
    return { adjustment: await adjustmentViewOf(tx, adjustment.id) };
  });
}

/**
 * The adjustment an earlier proposal of this staff member's with the same key made, if one did.
 * The same key with another player, amount, account or reason is refused, nothing written.
 */
async function findAdjustmentByKey(
  tx: Transaction,
  input: {
    playerId: number;
    amountMinor: number;
    account: 'cash' | 'bonus';
    reason: string;
    staffId: number;
    idempotencyKey?: string;
  },
): Promise<typeof manualAdjustments.$inferSelect | undefined> {
  if (input.idempotencyKey === undefined) return undefined;
  const [earlier] = await tx
    .select()
    .from(manualAdjustments)
    .where(
      and(
        eq(manualAdjustments.proposedBy, input.staffId),
        eq(manualAdjustments.idempotencyKey, input.idempotencyKey),
      ),
    );
  if (!earlier) return undefined;
  const same =
    earlier.playerId === input.playerId &&
    earlier.amountMinor === input.amountMinor &&
    earlier.account === input.account &&
    earlier.reason === input.reason;
  if (!same) throw new PlayerError('idempotency_key_reused', 409);
  return earlier;
}
