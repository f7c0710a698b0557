import { sql } from 'drizzle-orm';
import type { CallData, careMessages } from '@sorte/contracts';
import type { Database } from '../../db/database';
import { queryRows } from '../../db/query-rows';
import { PlayerError } from '../../http/player-error';

type CareMessage = CallData<typeof careMessages>['list'][number];

interface CareRow {
  id: string;
  kind: CareMessage['kind'];
  created_at: string | Date;
  break_until: string | Date | null;
  read_at: string | Date | null;
}

const iso = (at: string | Date | null) => (at === null ? null : new Date(at).toISOString());

function toMessage(row: CareRow): CareMessage {
  return {
    id: Number(row.id),
    kind: row.kind,
    at: new Date(row.created_at).toISOString(),
    breakUntil: iso(row.break_until),
    readAt: iso(row.read_at),
  };
}

/** The player's own care messages, newest first (the staff note stays with staff). */
export async function listCareMessages(db: Database, playerId: number): Promise<CareMessage[]> {
  const rows = await queryRows<CareRow>(
    db,
    sql`select id::text, kind, created_at, break_until, read_at from harm_interactions
      where player_id = ${playerId} order by id desc limit 20`,
  );
  return rows.map(toMessage);
}

/** Marks one of the player's own messages read; another's is unknown to them. */
export async function markCareMessageRead(
  db: Database,
  { playerId, id }: { playerId: number; id: number },
): Promise<CareMessage> {
  const [row] = await queryRows<CareRow>(
    db,
    sql`update harm_interactions set read_at = coalesce(read_at, now())
      where id = ${id} and player_id = ${playerId}
      returning id::text, kind, created_at, break_until, read_at`,
  );
  if (!row) throw new PlayerError('care_message_unknown', 404);
  return toMessage(row);
}
