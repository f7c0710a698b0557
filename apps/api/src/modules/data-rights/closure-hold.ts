import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { queryRows } from '../../db/query-rows';

/** What stands between an open request and the account's closing: the player's money. */
export interface ClosureHold {
  balanceMinor: number;
  /** Withdrawals not yet ended; deposits that may still be paid, or sit in review. */
  moneyOnItsWay: number;
}

/** The two columns `balance` and `on_its_way` for the player `player` names (a value or a column). */
export function closureHoldColumns(player: SQL): SQL {
  return sql`coalesce((select sum(balance_minor) from ledger_accounts
        where player_id = ${player} and kind = 'player'), 0)::text as balance,
      ((select count(*) from withdrawal_orders where player_id = ${player}
          and status in ('requested', 'reviewing', 'approved', 'sent'))
        + (select count(*) from deposit_orders where player_id = ${player}
          and (status = 'review' or (status in ('created', 'pending') and expires_at > now()))))::text
        as on_its_way`;
}

export interface ClosureHoldRow {
  balance: string;
  on_its_way: string;
}

export function toClosureHold(row: ClosureHoldRow | undefined): ClosureHold {
  return { balanceMinor: Number(row?.balance ?? 0), moneyOnItsWay: Number(row?.on_its_way ?? 0) };
}

export async function readClosureHold(
  db: Database | Transaction,
  playerId: number,
): Promise<ClosureHold> {
  const [row] = await queryRows<ClosureHoldRow>(
    db,
    sql`select ${closureHoldColumns(sql`${playerId}`)}`,
  );
  return toClosureHold(row);
}
