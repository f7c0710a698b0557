import { sql } from 'drizzle-orm';
import type { CallData, opsDailyReport } from '@sorte/contracts';
import { getMarket } from '@sorte/markets';
import type { MarketCode } from '@sorte/markets';
import type { Database } from '../../db/database';
import { queryRows } from '../../db/query-rows';

export type DailyReport = CallData<typeof opsDailyReport>;
type DailyRow = DailyReport['days'][number];

type DbRow = { [Key in keyof Omit<DailyRow, 'ggrMinor'>]: string };

/**
 * Each day of the range in the market's own time zone, from the ledger's postings on the
 * market's player accounts (so the money columns add up to what the books hold for players) and
 * from the players' own records. A day without activity is a row of zeros, so a chart has no
 * holes.
 */
export async function readDailyReport(
  db: Database,
  { market: code, from, to }: { market: MarketCode; from: string; to: string },
): Promise<DailyReport> {
  const { timeZone, currency } = getMarket(code);
  const rows = await queryRows<DbRow>(
    db,
    sql`
    with days as (
      select d::date as day from generate_series(${from}::date, ${to}::date, interval '1 day') d
    ),
    market_players as (
      select id, created_at from players where market = ${code}
    ),
    moves as (
      select (t.created_at at time zone ${timeZone})::date as day, t.kind, p.amount_minor, a.player_id
      from ledger_postings p
      join ledger_accounts a on a.id = p.account_id and a.kind = 'player' and a.currency = ${currency}
      join market_players mp on mp.id = a.player_id
      join ledger_transactions t on t.id = p.transaction_id
      where t.created_at >= (${from}::date::timestamp at time zone ${timeZone})
        and t.created_at < ((${to}::date + 1)::timestamp at time zone ${timeZone})
    ),
    money as (
      select day,
        coalesce(sum(amount_minor) filter (where kind = 'deposit'), 0) as deposits,
        count(*) filter (where kind = 'deposit') as deposit_count,
        coalesce(sum(amount_minor) filter (where kind in ('bonus', 'promotion')), 0) as bonuses,
        coalesce(sum(amount_minor) filter (where kind = 'adjustment'), 0) as adjustments,
        coalesce(-sum(amount_minor) filter (where kind = 'bet'), 0) as bets,
        coalesce(sum(amount_minor) filter (where kind = 'rollback'), 0) as rollbacks,
        coalesce(sum(amount_minor) filter (where kind = 'win'), 0) as wins,
        coalesce(-sum(amount_minor)
          filter (where kind in ('withdrawal_hold', 'withdrawal_refund')), 0) as withdrawals,
        count(distinct player_id) filter (where kind = 'bet') as active
      from moves group by day
    ),
    joined as (
      select (created_at at time zone ${timeZone})::date as day, count(*) as joined
      from market_players group by 1
    ),
    first_deposits as (
      select (min(t.created_at) at time zone ${timeZone})::date as day, a.player_id
      from ledger_postings p
      join ledger_accounts a on a.id = p.account_id and a.kind = 'player' and a.currency = ${currency}
      join market_players mp on mp.id = a.player_id
      join ledger_transactions t on t.id = p.transaction_id and t.kind = 'deposit'
      group by a.player_id
    )
    select to_char(days.day, 'YYYY-MM-DD') as "day",
      coalesce(m.deposits, 0)::text as "depositsMinor",
      coalesce(m.deposit_count, 0)::text as "depositCount",
      coalesce(m.bonuses, 0)::text as "bonusesMinor",
      coalesce(m.adjustments, 0)::text as "adjustmentsMinor",
      coalesce(m.bets, 0)::text as "betsMinor",
      coalesce(m.rollbacks, 0)::text as "rollbacksMinor",
      coalesce(m.wins, 0)::text as "winsMinor",
      coalesce(m.withdrawals, 0)::text as "withdrawalsMinor",
      coalesce(m.active, 0)::text as "activePlayers",
      coalesce(j.joined, 0)::text as "newPlayers",
      (select count(*) from first_deposits f where f.day = days.day)::text as "firstDepositors"
    from days
    left join money m on m.day = days.day
    left join joined j on j.day = days.day
    order by days.day`,
  );
  return { market: code, currency, timeZone, days: rows.map(toDailyRow) };
}

function toDailyRow(row: DbRow): DailyRow {
  const figure = (key: Exclude<keyof DbRow, 'day'>) => Number(row[key]);
  const bets = figure('betsMinor');
  const rollbacks = figure('rollbacksMinor');
  const wins = figure('winsMinor');
  return {
    day: row.day,
    depositsMinor: figure('depositsMinor'),
    depositCount: figure('depositCount'),
    bonusesMinor: figure('bonusesMinor'),
    adjustmentsMinor: figure('adjustmentsMinor'),
    betsMinor: bets,
    rollbacksMinor: rollbacks,
    winsMinor: wins,
    ggrMinor: bets - rollbacks - wins,
    withdrawalsMinor: figure('withdrawalsMinor'),
    activePlayers: figure('activePlayers'),
    newPlayers: figure('newPlayers'),
    firstDepositors: figure('firstDepositors'),
  };
}
