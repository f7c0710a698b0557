import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { queryRows } from '../../db/query-rows';

export interface CurrencyBooks {
  currency: string;
  /** Sum of every account's balance: zero when the books balance. */
  totalMinor: number;
  playerBalancesMinor: number;
  systemBalancesMinor: number;
  /** Player accounts whose stored balance differs from the sum of their postings. */
  driftedPlayerAccounts: number;
}

/**
 * The trial balance: for each currency, every account's balance summed. Player balances are the
 * stored running balances; system balances are derived from their postings.
 */
export async function readBooks(db: Database): Promise<CurrencyBooks[]> {
  const rows = await queryRows<{
    currency: string;
    player_total: string;
    system_total: string;
    drifted: string;
  }>(
    db,
    sql`
    with posted as (
      select account_id, sum(amount_minor) as total from ledger_postings group by account_id
    )
    select a.currency,
      coalesce(sum(case when a.kind = 'player' then a.balance_minor end), 0)::text as player_total,
      coalesce(sum(case when a.kind = 'system' then coalesce(p.total, 0) end), 0)::text as system_total,
      count(*) filter (where a.kind = 'player' and a.balance_minor <> coalesce(p.total, 0))::text as drifted
    from ledger_accounts a left join posted p on p.account_id = a.id
    group by a.currency order by a.currency`,
  );
  return rows.map((row) => {
    const player = Number(row.player_total);
    const system = Number(row.system_total);
    return {
      currency: row.currency,
      totalMinor: player + system,
      playerBalancesMinor: player,
      systemBalancesMinor: system,
      driftedPlayerAccounts: Number(row.drifted),
    };
  });
}
