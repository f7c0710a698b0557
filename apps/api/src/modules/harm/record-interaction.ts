import { sql } from 'drizzle-orm';
import type { CallBody, opsHarmInteract } from '@sorte/contracts';
import type { Database } from '../../db/database';
import { moneyTransaction } from '../../db/money-transaction';
import { queryRows } from '../../db/query-rows';
import { PlayerError } from '../../http/player-error';
import { lengthenExclusion } from '../protection/exclude-player';
import { recordAudit } from '../staff/record-audit';

const dayMs = 24 * 3600_000;

/** A restriction without its own length is a week's break. */
const restrictionDaysDefault = 7;

/**
 * Records what a staff member did for a player the markers pointed at, audited in the same
 * transaction. A restriction puts a break in force (or leaves a longer one), through the same
 * rule as the player's own break: staff may lengthen a break, never shorten it.
 */
export async function recordInteraction(
  db: Database,
  input: CallBody<typeof opsHarmInteract> & { staffId: number; now: Date },
): Promise<{ id: number; breakUntil: string | null }> {
  return moneyTransaction(db, async (tx) => {
    const [known] = await queryRows<{ id: string }>(
      tx,
      sql`select id::text from players where id = ${input.playerId}`,
    );
    if (!known) throw new PlayerError('player_unknown', 404);
    const breakUntil =
      input.kind === 'restriction'
        ? await lengthenExclusion(tx, {
            playerId: input.playerId,
            kind: 'break',
            until: new Date(
              input.now.getTime() + (input.breakDays ?? restrictionDaysDefault) * dayMs,
            ),
            now: input.now,
          })
        : null;
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`insert into harm_interactions (player_id, staff_id, kind, note, break_until)
        values (${input.playerId}, ${input.staffId}, ${input.kind}, ${input.note},
          ${breakUntil?.toISOString() ?? null}::timestamptz)
        returning id::text`,
    );
    const after = { kind: input.kind, breakUntil: breakUntil?.toISOString() ?? null };
    await recordAudit(tx, {
      staffId: input.staffId,
      action: `player.harm_${input.kind}`,
      subject: `player:${input.playerId}`,
      after,
    });
    return { id: Number(row?.id), breakUntil: after.breakUntil };
  });
}
