import { sql } from 'drizzle-orm';
import type { CallData, playerProfile } from '@sorte/contracts';
import { getMarket, vipTierFor } from '@sorte/markets';
import type { MarketCode } from '@sorte/markets';
import type { Database } from '../../db/database';
import { queryRows } from '../../db/query-rows';

export type PlayerProfileData = CallData<typeof playerProfile>;

interface ProfileRow {
  nick: string;
  head_url: string;
  username: string;
  currency: string;
  phone: string | null;
  email: string;
  bound: boolean;
  previous_login_at: string | Date | null;
  wagering_remaining: string | null;
  deposited: string;
  withdrawn: string;
}

/**
 * Everything the profile screen shows, in one query: who the player is, the turnover left, what
 * they paid in and took out (paid deposits; paid withdrawals, what left their balance), the VIP
 * level those deposits reach and the sign-in before this one. Read only.
 */
export async function readPlayerProfile(
  db: Database,
  player: { playerId: number; market: MarketCode },
): Promise<PlayerProfileData> {
  const id = player.playerId;
  const [row] = await queryRows<ProfileRow>(
    db,
    sql`select p.nick, p.head_url, p.username, p.currency, p.phone, p.email,
      p.password_hash is not null as bound, p.previous_login_at,
      a.wagering_remaining_minor::text as wagering_remaining,
      (select coalesce(sum(d.amount_minor), 0) from deposit_orders d
        where d.player_id = ${id} and d.status = 'paid')::text as deposited,
      (select coalesce(sum(w.amount_minor), 0) from withdrawal_orders w
        where w.player_id = ${id} and w.status = 'paid')::text as withdrawn
    from players p
    left join ledger_accounts a on a.player_id = p.id and a.currency = p.currency and a.kind = 'player'
    where p.id = ${id}`,
  );
  if (!row) throw new Error(`authenticated player ${id} has no row`);
  const market = getMarket(player.market);
  const depositedMinor = Number(row.deposited);
  const withdrawnMinor = Number(row.withdrawn);
  const previous = row.previous_login_at === null ? null : new Date(row.previous_login_at);
  return {
    userId: id,
    nick: row.nick,
    headUrl: row.head_url,
    username: row.username,
    market: market.code,
    language: market.language,
    currency: row.currency,
    vipLevel: vipTierFor(market.code, depositedMinor)?.level ?? 0,
    wageringRemainingMinor: Number(row.wagering_remaining ?? 0),
    depositedMinor,
    withdrawnMinor,
    netDepositsMinor: depositedMinor - withdrawnMinor,
    previousLoginAt: previous?.toISOString() ?? null,
    credentials: {
      bound: row.bound,
      phone: row.phone,
      email: row.email === '' ? null : row.email,
    },
  };
}
