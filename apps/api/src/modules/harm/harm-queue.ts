import { sql } from 'drizzle-orm';
import type { CallData, harmInteractionKindValues, opsHarmQueue } from '@sorte/contracts';
import type { Database } from '../../db/database';
import { queryRows } from '../../db/query-rows';
import { harmThresholds } from './harm-markers';

type QueueEntry = CallData<typeof opsHarmQueue>['list'][number];

/**
 * Each player's latest score of the last 7 days that reached the queue, highest first, with the
 * last interaction staff recorded (so a player already contacted shows it).
 */
export async function readHarmQueue(db: Database, now: Date): Promise<QueueEntry[]> {
  const rows = await queryRows<{
    player_id: string;
    username: string;
    market: string;
    day: string;
    score: number;
    markers: QueueEntry['markers'];
    last_kind: (typeof harmInteractionKindValues)[number] | null;
    last_at: string | Date | null;
  }>(
    db,
    sql`select distinct on (s.player_id) s.player_id::text, p.username, p.market,
        to_char(s.day, 'YYYY-MM-DD') as day, s.score, s.markers,
        i.kind as last_kind, i.created_at as last_at
      from harm_scores s
      join players p on p.id = s.player_id
      left join lateral (select kind, created_at from harm_interactions h
        where h.player_id = s.player_id order by h.id desc limit 1) i on true
      where s.day > (${now.toISOString()}::timestamptz - interval '7 days')::date
      order by s.player_id, s.day desc`,
  );
  return rows
    .filter((row) => row.score >= harmThresholds.queueScoreMin)
    .map((row) => ({
      playerId: Number(row.player_id),
      username: row.username,
      market: row.market,
      day: row.day,
      score: row.score,
      markers: row.markers,
      lastInteraction:
        row.last_kind && row.last_at
          ? { kind: row.last_kind, at: new Date(row.last_at).toISOString() }
          : null,
    }))
    .sort((a, b) => b.score - a.score || a.playerId - b.playerId);
}
