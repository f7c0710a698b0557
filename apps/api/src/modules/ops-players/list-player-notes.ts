import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { opsPlayerNoteView } from '@sorte/contracts';
import type { Database, Transaction } from '../../db/database';
import { playerNotes, staffAccounts } from '../../db/schema';

export type OpsPlayerNote = z.input<typeof opsPlayerNoteView>;

/** The latest staff notes on a player, newest first, with who wrote each. */
export async function listPlayerNotes(
  db: Database | Transaction,
  playerId: number,
  limit = 20,
): Promise<OpsPlayerNote[]> {
  const rows = await db
    .select({ note: playerNotes, staffUsername: staffAccounts.username })
    .from(playerNotes)
    .innerJoin(staffAccounts, eq(staffAccounts.id, playerNotes.staffId))
    .where(eq(playerNotes.playerId, playerId))
    .orderBy(desc(playerNotes.id))
    .limit(limit);
  return rows.map((row) => ({
    noteId: row.note.id,
    staffUsername: row.staffUsername,
    text: row.note.body,
    at: row.note.createdAt.toISOString(),
  }));
}
