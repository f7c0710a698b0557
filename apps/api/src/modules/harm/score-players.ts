import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { harmMarkersOf } from './harm-markers';
import { readHarmFigures } from './read-harm-figures';

/**
 * Scores every player with recent activity as of `now` and keeps the day's score of each who
 * fires at least one marker (their market's day). Written again when run again the same day, so
 * any api process may run it, as often as it likes: the last run of a day stands.
 */
export async function scorePlayers(db: Database, now: Date): Promise<{ scored: number }> {
  const figures = await readHarmFigures(db, now);
  let scored = 0;
  for (const player of figures) {
    const markers = harmMarkersOf(player);
    if (markers.length === 0) continue;
    scored += 1;
    await db.execute(sql`
      insert into harm_scores (player_id, day, score, markers, scored_at)
      values (${player.playerId}, ${player.day}, ${markers.length},
        ${JSON.stringify(markers)}::jsonb, ${now.toISOString()}::timestamptz)
      on conflict (player_id, day) do update
        set score = excluded.score, markers = excluded.markers, scored_at = excluded.scored_at`);
  }
  return { scored };
}
