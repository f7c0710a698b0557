import { eq, sql } from 'drizzle-orm';
import { isMarketCode } from '@sorte/markets';
import type { CallData, opsWithdrawalRisk } from '@sorte/contracts';
import type { Database } from '../../db/database';
import { queryRows } from '../../db/query-rows';
import { players, withdrawalOrders } from '../../db/schema';
import { PlayerError } from '../../http/player-error';
import { readSharedAccounts } from './read-shared-accounts';

type Tally = { currency: string; count: number; sum_minor: string };

const tallies = (rows: Tally[]) =>
  rows.map((row) => ({
    currency: row.currency,
    count: Number(row.count),
    sumMinor: Number(row.sum_minor),
  }));

/** What the player has moved through the casino over their lifetime, per currency. */
async function readMoneyHistory(db: Database, playerId: number) {
  const deposits = await queryRows<Tally>(
    db,
    sql`select currency, count(*)::int as count,
          sum(coalesce(paid_amount_minor, amount_minor))::text as sum_minor
        from deposit_orders where player_id = ${playerId} and status = 'paid'
        group by currency order by currency`,
  );
  const withdrawals = await queryRows<Tally>(
    db,
    sql`select currency, count(*)::int as count, sum(amount_minor)::text as sum_minor
        from withdrawal_orders where player_id = ${playerId} and status = 'paid'
        group by currency order by currency`,
  );
  // Deposit bonuses (`bonus`) and rewards (`promotion`) credited to the player.
  const bonuses = await queryRows<Tally>(
    db,
    sql`select t.currency, count(*)::int as count, sum(p.amount_minor)::text as sum_minor
        from ledger_postings p
        join ledger_accounts a on a.id = p.account_id
        join ledger_transactions t on t.id = p.transaction_id
        where a.player_id = ${playerId} and t.kind in ('bonus', 'promotion') and p.amount_minor > 0
        group by t.currency order by t.currency`,
  );
  const turnover = await queryRows<{ currency: string; wagering_remaining_minor: string }>(
    db,
    sql`select currency, wagering_remaining_minor::text from ledger_accounts
        where player_id = ${playerId} order by currency`,
  );
  return {
    deposits: tallies(deposits),
    withdrawals: tallies(withdrawals),
    bonuses: tallies(bonuses),
    turnover: turnover.map((row) => ({
      currency: row.currency,
      wageringRemainingMinor: Number(row.wagering_remaining_minor),
    })),
  };
}

/** Devices listed at most; a player with more is a finding in itself. */
const devicesMax = 100;

/**
 * The risk picture staff read beside a withdrawal: the player's lifetime deposits, withdrawals,
 * turnover and bonuses, their devices, and the other accounts sharing a device, a payout account
 * or a CPF with them. Read only.
 */
export async function readWithdrawalRisk(
  db: Database,
  orderId: string,
): Promise<CallData<typeof opsWithdrawalRisk>> {
  const [player] = await db
    .select({
      id: players.id,
      externalId: players.externalId,
      username: players.username,
      market: players.market,
    })
    .from(withdrawalOrders)
    .innerJoin(players, eq(players.id, withdrawalOrders.playerId))
    .where(eq(withdrawalOrders.orderId, orderId));
  if (!player) throw new PlayerError('withdrawal_unknown', 404);
  if (!isMarketCode(player.market)) throw new Error(`player ${player.id} has no market`);
  const devices = await queryRows<{ device_id: string; first_seen_at: Date | string }>(
    db,
    sql`select device_id, created_at as first_seen_at from player_devices
        where player_id = ${player.id} order by created_at, device_id limit ${devicesMax}`,
  );
  return {
    playerId: player.externalId,
    username: player.username === '' ? null : player.username,
    market: player.market,
    ...(await readMoneyHistory(db, player.id)),
    devices: devices.map((row) => ({
      deviceId: row.device_id,
      firstSeenAt: new Date(row.first_seen_at).toISOString(),
    })),
    sharedWith: await readSharedAccounts(db, player.id),
  };
}
