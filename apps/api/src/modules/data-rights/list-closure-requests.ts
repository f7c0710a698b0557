import { sql } from 'drizzle-orm';
import type { CallData, opsClosureRequests } from '@sorte/contracts';
import type { Database } from '../../db/database';
import { queryRows } from '../../db/query-rows';
import { closureHoldColumns, toClosureHold } from './closure-hold';
import type { ClosureHoldRow } from './closure-hold';

type ClosureRequestRow = CallData<typeof opsClosureRequests>['list'][number];

/**
 * Open requests to close an account, oldest first, each with what still holds it open: the
 * player's balance and any money on its way (the same figures `closeAccount` checks).
 */
export async function listClosureRequests(db: Database): Promise<ClosureRequestRow[]> {
  const rows = await queryRows<
    {
      player_id: string;
      username: string;
      market: string;
      currency: string;
      requested_at: string | Date;
    } & ClosureHoldRow
  >(
    db,
    sql`select r.player_id::text, p.username, p.market, p.currency, r.requested_at,
        ${closureHoldColumns(sql`r.player_id`)}
      from account_closure_requests r join players p on p.id = r.player_id
      where r.status = 'open' order by r.requested_at, r.id limit 200`,
  );
  return rows.map((row) => ({
    playerId: Number(row.player_id),
    username: row.username,
    market: row.market,
    currency: row.currency,
    requestedAt: new Date(row.requested_at).toISOString(),
    ...toClosureHold(row),
  }));
}
