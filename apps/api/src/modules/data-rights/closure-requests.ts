import { sql } from 'drizzle-orm';
import type { CallData, accountClosure } from '@sorte/contracts';
import type { Database, Transaction } from '../../db/database';
import { queryRows } from '../../db/query-rows';
import { PlayerError } from '../../http/player-error';

export type ClosureRequestView = NonNullable<CallData<typeof accountClosure>['request']>;

interface ClosureRow {
  status: ClosureRequestView['status'];
  requested_at: string | Date;
  ended_at: string | Date | null;
}

const iso = (at: string | Date) => new Date(at).toISOString();

function toView(row: ClosureRow): ClosureRequestView {
  return {
    status: row.status,
    requestedAt: iso(row.requested_at),
    endedAt: row.ended_at === null ? null : iso(row.ended_at),
  };
}

/** The player's latest request to close the account, or null. */
export async function readClosureRequest(
  db: Database | Transaction,
  playerId: number,
): Promise<ClosureRequestView | null> {
  const [row] = await queryRows<ClosureRow>(
    db,
    sql`select status, requested_at, ended_at from account_closure_requests
      where player_id = ${playerId} order by id desc limit 1`,
  );
  return row ? toView(row) : null;
}

/**
 * Asks to close the account: one open request per player (the partial unique index), so a second
 * tap, a second tab or a retry answers the request already open.
 */
export async function requestClosure(db: Database, playerId: number): Promise<ClosureRequestView> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`insert into account_closure_requests (player_id) values (${playerId})
      on conflict (player_id) where status = 'open' do nothing`);
    const request = await readClosureRequest(tx, playerId);
    if (!request) throw new Error(`closure request of player ${playerId} not written`);
    return request;
  });
}

/** Withdraws the player's open request (closure_request_none when none is open). */
export async function withdrawClosure(db: Database, playerId: number): Promise<ClosureRequestView> {
  const [row] = await queryRows<ClosureRow>(
    db,
    sql`update account_closure_requests set status = 'withdrawn', ended_at = now()
      where player_id = ${playerId} and status = 'open'
      returning status, requested_at, ended_at`,
  );
  if (!row) throw new PlayerError('closure_request_none', 409);
  return toView(row);
}
