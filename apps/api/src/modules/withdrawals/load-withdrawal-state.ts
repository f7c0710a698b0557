import { sql } from 'drizzle-orm';
import { getMarket, vipTierFor } from '@sorte/markets';
import type { MarketCode, UserType, WithdrawalPlayerState } from '@sorte/markets';
import type { Database, Transaction } from '../../db/database';
import { queryRows } from '../../db/query-rows';

export interface LoadedWithdrawalState extends WithdrawalPlayerState {
  wageringTargetMinor: number;
  openOrderId: string | null;
  lastRequestedAt: Date | null;
  /** The checks automatic approval needs (see decideReview). */
  ageConfirmed: boolean;
  hasPaidDeposit: boolean;
  cpf: string | null;
}

interface StateRow {
  user_type: number;
  age_confirmed: boolean;
  cpf: string | null;
  balance: string | null;
  wagering_remaining: string | null;
  wagering_target: string | null;
  deposited: string;
  paid_before: string;
  today: string;
  open_order_id: string | null;
  last_requested_at: string | Date | null;
}

/**
 * Everything the withdrawal rules and decision take, in one query: the player's balance and
 * turnover, total deposited (their VIP level), withdrawals paid before, those of the market's day
 * that count, the open one, the last request. A request reads it after taking the player's locks
 * (lockPlayer), so it sees what an earlier request committed.
 */
export async function loadWithdrawalState(
  db: Database | Transaction,
  player: { playerId: number; market: MarketCode },
  options: { now: Date },
): Promise<LoadedWithdrawalState> {
  const timeZone = getMarket(player.market).timeZone;
  const local = sql`(${options.now.toISOString()}::timestamptz at time zone ${timeZone})`;
  const dayStart = sql`date_trunc('day', ${local}) at time zone ${timeZone}`;
  const id = player.playerId;
  const [row] = await queryRows<StateRow>(
    db,
    sql`select p.user_type, p.age_confirmed_at is not null as age_confirmed, p.cpf,
      a.balance_minor::text as balance, a.wagering_remaining_minor::text as wagering_remaining,
      a.wagering_target_minor::text as wagering_target,
      (select coalesce(sum(d.amount_minor), 0) from deposit_orders d
        where d.player_id = ${id} and d.status = 'paid')::text as deposited,
      (select count(*) from withdrawal_orders w
        where w.player_id = ${id} and w.status = 'paid')::text as paid_before,
      (select count(*) from withdrawal_orders w where w.player_id = ${id}
        and w.requested_at >= ${dayStart}
        and w.status not in ('rejected', 'failed', 'cancelled'))::text as today,
      (select w.order_id from withdrawal_orders w where w.player_id = ${id}
        and w.status in ('requested', 'reviewing', 'approved', 'sent') limit 1) as open_order_id,
      (select max(w.requested_at) from withdrawal_orders w where w.player_id = ${id}) as last_requested_at
    from players p
    left join ledger_accounts a on a.player_id = p.id and a.currency = p.currency and a.kind = 'player'
    where p.id = ${id}`,
  );
  if (!row) throw new Error(`authenticated player ${id} has no row`);
  const deposited = Number(row.deposited);
  return {
    marketCode: player.market,
    userType: row.user_type as UserType,
    vipTier: vipTierFor(player.market, deposited),
    withdrawalsPaidBefore: Number(row.paid_before),
    withdrawalsToday: Number(row.today),
    balanceMinor: Number(row.balance ?? 0),
    wageringRemainingMinor: Number(row.wagering_remaining ?? 0),
    wageringTargetMinor: Number(row.wagering_target ?? 0),
    openOrderId: row.open_order_id,
    lastRequestedAt: row.last_requested_at === null ? null : new Date(row.last_requested_at),
    ageConfirmed: row.age_confirmed,
    hasPaidDeposit: deposited > 0,
    cpf: row.cpf,
  };
}
