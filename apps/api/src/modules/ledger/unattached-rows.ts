import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { queryRows } from '../../db/query-rows';

/**
 * Rows written for every wallet call that point at a row that is not there: a posting without its
 * transaction or account, a round or a kept wallet answer without its player, a round without its
 * game session. These pointers carry no foreign key (docs/decisions/0029), so the books check
 * counts them: zero, always. Plain SQL, so the bank test's verdict asks the same question.
 */
export const unattachedRowsQuery = `
  select
    (select count(*) from ledger_postings p
      where not exists (select 1 from ledger_transactions t where t.id = p.transaction_id)
         or not exists (select 1 from ledger_accounts a where a.id = p.account_id))::int as postings,
    (select count(*) from game_rounds r
      where not exists (select 1 from players pl where pl.id = r.player_id)
         or not exists (select 1 from game_sessions s where s.id = r.game_session_id))::int as rounds,
    (select count(*) from wallet_calls c
      where not exists (select 1 from players pl where pl.id = c.player_id))::int as wallet_calls`;

export interface UnattachedRows {
  postings: number;
  rounds: number;
  wallet_calls: number;
}

export async function readUnattachedRows(db: Database): Promise<UnattachedRows> {
  const [row] = await queryRows<UnattachedRows>(db, sql.raw(unattachedRowsQuery));
  // The query always answers one row; none would be a fault, never a clean bill.
  if (!row) throw new Error('the count of unattached rows answered nothing');
  return row;
}
