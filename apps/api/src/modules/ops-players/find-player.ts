import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { players } from '../../db/schema';
import { PlayerError } from '../../http/player-error';
import type { PlayerRow } from './to-ops-player-summary';

/** The player staff named by their public id; refused (player_unknown) when there is none. */
export async function findPlayer(
  db: Database | Transaction,
  externalId: string,
): Promise<PlayerRow> {
  const [row] = await db.select().from(players).where(eq(players.externalId, externalId));
  if (!row) throw new PlayerError('player_unknown', 404);
  return row;
}
