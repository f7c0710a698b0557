import { and, desc, eq } from 'drizzle-orm';
import type { CallData, opsReadPlayer } from '@sorte/contracts';
import { isMarketCode } from '@sorte/markets';
import type { ComplianceProfile, MarketCode, RewardKind } from '@sorte/markets';
import type { Database } from '../../db/database';
import { ledgerAccounts, rewardClaims } from '../../db/schema';
import { readDepositLimits } from '../deposit-limits/read-deposit-limits';
import { readPlayLimits } from '../play-limits/read-play-limits';
import { readProtection } from '../protection/read-protection';
import { readVipLevel } from '../rewards/vip';
import { findPlayer } from './find-player';
import { listPlayerNotes } from './list-player-notes';
import { toOpsPlayerSummary } from './to-ops-player-summary';

const rewardsShownMax = 20;

async function readBalances(db: Database, playerId: number, currency: string) {
  const [account] = await db
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.playerId, playerId), eq(ledgerAccounts.currency, currency)));
  return {
    cashMinor: account?.balanceMinor ?? 0,
    wageringRemainingMinor: account?.wageringRemainingMinor ?? 0,
    wageringTargetMinor: account?.wageringTargetMinor ?? 0,
  };
}

async function readRecentRewards(db: Database, playerId: number) {
  const rows = await db
    .select()
    .from(rewardClaims)
    .where(eq(rewardClaims.playerId, playerId))
    .orderBy(desc(rewardClaims.id))
    .limit(rewardsShownMax);
  return rows.map((row) => ({
    kind: row.kind as RewardKind,
    amountMinor: row.amountMinor,
    wageringAddedMinor: row.wageringAddedMinor,
    at: row.createdAt.toISOString(),
  }));
}

/**
 * One player's page for staff, each part read by the function the player's own screen uses (so
 * staff see what the player sees) and each list capped. Reading it changes nothing.
 */
export async function readPlayerPage(
  db: Database,
  input: {
    playerId: string;
    complianceProfileOf: (market: MarketCode) => ComplianceProfile;
    now: Date;
  },
): Promise<CallData<typeof opsReadPlayer>> {
  const row = await findPlayer(db, input.playerId);
  if (!isMarketCode(row.market)) throw new Error(`player ${row.id} has unknown market`);
  const owner = {
    playerId: row.id,
    market: row.market,
    complianceProfile: input.complianceProfileOf(row.market),
  };
  const [balances, vipLevel, protection, depositLimits, playLimits, rewards, notes] =
    await Promise.all([
      readBalances(db, row.id, row.currency),
      readVipLevel(db, { ...owner, language: 'en' }),
      readProtection(db, owner, input.now),
      readDepositLimits(db, owner, input.now),
      readPlayLimits(db, owner, input.now),
      readRecentRewards(db, row.id),
      listPlayerNotes(db, row.id),
    ]);
  return {
    player: {
      ...toOpsPlayerSummary(row),
      currency: row.currency,
      cpf: row.cpf,
      lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
      balances,
      vipLevel,
      protection,
      depositLimits,
      playLimits,
      rewards,
      devices: [{ deviceId: row.deviceId }],
      notes,
    },
  };
}
