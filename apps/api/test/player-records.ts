import { eq } from 'drizzle-orm';
import type { Database } from '../src/db/database';
import { depositOrders, gameSessions } from '../src/db/schema';

/** The game sessions and deposit orders written for a player: what a refusal must not leave. */
export async function playerRecords(db: Database, playerId: number) {
  const [sessions, orders] = await Promise.all([
    db.select().from(gameSessions).where(eq(gameSessions.playerId, playerId)),
    db.select().from(depositOrders).where(eq(depositOrders.playerId, playerId)),
  ]);
  return { gameSessions: sessions, depositOrders: orders };
}
