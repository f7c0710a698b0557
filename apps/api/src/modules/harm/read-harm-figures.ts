import { sql } from 'drizzle-orm';
import { markets } from '@sorte/markets';
import type { Database } from '../../db/database';
import { queryRows } from '../../db/query-rows';
import { harmThresholds } from './harm-markers';
import type { HarmFigures } from './harm-markers';

export interface PlayerHarmFigures extends HarmFigures {
  playerId: number;
  /** The day of the player's market at `now`, the day the score belongs to. */
  day: string;
}

type FigureRow = { [Key in keyof PlayerHarmFigures]: string };

/**
 * The figures behind every marker, for each open account with ledger activity in the last 35
 * days, as of `now`. Night is judged on the clock of the player's own market.
 */
export async function readHarmFigures(db: Database, now: Date): Promise<PlayerHarmFigures[]> {
  const zones = sql.join(
    Object.values(markets).map((market) => sql`(${market.code}, ${market.timeZone})`),
    sql`, `,
  );
  const at = now.toISOString();
  const lossWindow = `${harmThresholds.depositAfterLossMinutes} minutes`;
  const rows = await queryRows<FigureRow>(
    db,
    sql`
    with zones(market, zone) as (values ${zones}),
    moves as (
      select a.player_id, t.kind, lp.created_at, lp.balance_after_minor, lp.amount_minor,
        lag(t.kind) over w as prev_kind, lag(lp.balance_after_minor) over w as prev_balance,
        lag(lp.created_at) over w as prev_at
      from ledger_postings lp
      join ledger_accounts a on a.id = lp.account_id and a.kind = 'player'
      join ledger_transactions t on t.id = lp.transaction_id
      where lp.created_at > ${at}::timestamptz - interval '35 days'
        and lp.created_at <= ${at}::timestamptz
      window w as (partition by lp.account_id order by lp.id)
    ),
    recent as (select * from moves where created_at > ${at}::timestamptz - interval '7 days'),
    bet_runs as (
      select player_id, created_at,
        sum(case when created_at - prev_bet_at <= interval '30 minutes' then 0 else 1 end)
          over (partition by player_id order by created_at) as run
      from (select player_id, created_at,
          lag(created_at) over (partition by player_id order by created_at) as prev_bet_at
        from recent where kind = 'bet') bets
    ),
    longest as (
      select player_id, max(extract(epoch from span) / 60) as minutes from (
        select player_id, max(created_at) - min(created_at) as span from bet_runs
        group by player_id, run) runs
      group by player_id
    )
    select p.id::text as "playerId",
      to_char((${at}::timestamptz at time zone z.zone)::date, 'YYYY-MM-DD') as "day",
      coalesce((select sum(amount_minor) from recent r
        where r.player_id = p.id and r.kind = 'deposit'), 0)::text as "deposits7Minor",
      (select count(*) from recent r
        where r.player_id = p.id and r.kind = 'deposit')::text as "deposits7Count",
      coalesce((select sum(amount_minor) from moves m where m.player_id = p.id
        and m.kind = 'deposit' and m.created_at <= ${at}::timestamptz - interval '7 days'), 0)::text
        as "depositsBeforeMinor",
      (select count(*) from recent r where r.player_id = p.id and r.kind = 'deposit'
        and r.prev_kind = 'bet' and r.prev_balance < 100
        and r.created_at - r.prev_at <= ${lossWindow}::interval)::text as "depositsAfterLoss",
      (select count(*) from withdrawal_orders w where w.player_id = p.id
        and w.status = 'cancelled'
        and w.ended_at > ${at}::timestamptz - interval '30 days')::text as "cancelledWithdrawals",
      (select count(*) from recent r where r.player_id = p.id and r.kind = 'bet')::text as "bets7",
      (select count(*) from recent r where r.player_id = p.id and r.kind = 'bet'
        and extract(hour from r.created_at at time zone z.zone) < 6)::text as "nightBets7",
      ((select count(*) from deposit_limit_changes c where c.player_id = p.id
          and c.effective_at > c.created_at
          and c.created_at > ${at}::timestamptz - interval '30 days')
        + (select count(*) from play_limit_changes c where c.player_id = p.id
          and c.effective_at > c.created_at
          and c.created_at > ${at}::timestamptz - interval '30 days'))::text as "limitRaises",
      coalesce((select round(minutes) from longest l where l.player_id = p.id), 0)::text
        as "longestSessionMinutes"
    from players p join zones z on z.market = p.market
    where p.closed_at is null and exists (select 1 from moves m where m.player_id = p.id)`,
  );
  return rows.map((row) => {
    const figures = Object.fromEntries(
      Object.entries(row).map(([key, value]) => [key, key === 'day' ? value : Number(value)]),
    );
    return figures as unknown as PlayerHarmFigures;
  });
}
