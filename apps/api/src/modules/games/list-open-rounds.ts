import { and, desc, eq } from 'drizzle-orm';
import type { CallData, openGameRounds } from '@sorte/contracts';
import type { Database } from '../../db/database';
import { gameRounds } from '../../db/schema';
import { toRecordedRound } from './recorded-round-view';

/** A player has few rounds open at once; more than this would be a provider fault to look into. */
const openRoundsShownMax = 20;

/** Rounds whose bet was taken and whose result has not come: the provider owes a settlement. */
export async function listOpenRounds(
  db: Database,
  playerId: number,
): Promise<CallData<typeof openGameRounds>> {
  const rows = await db
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.playerId, playerId), eq(gameRounds.status, 'open')))
    .orderBy(desc(gameRounds.id))
    .limit(openRoundsShownMax);
  return { rounds: rows.map(toRecordedRound) };
}
