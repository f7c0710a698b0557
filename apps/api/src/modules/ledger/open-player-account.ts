import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';

/**
 * Opens a player's cash account in a currency, or finds it open: idempotent under concurrency.
 * The account's code comes from the ledger's one definition (`ledger_account_code`).
 */
export async function openPlayerAccount(
  db: Database | Transaction,
  playerId: number,
  currency: string,
): Promise<void> {
  await db.execute(sql`
    insert into ledger_accounts (code, currency, kind, player_id)
    values (ledger_account_code(${`player:${playerId}`}, ${currency}), ${currency}, 'player', ${playerId})
    on conflict (code) do nothing`);
}
