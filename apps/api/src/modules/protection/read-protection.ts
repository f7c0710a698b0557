import { eq } from 'drizzle-orm';
import type { CallData, protectionStatus } from '@sorte/contracts';
import { breakPeriodsDays, reminderMinuteChoices } from '@sorte/contracts';
import type { ComplianceProfile, MarketCode } from '@sorte/markets';
import type { Database, Transaction } from '../../db/database';
import { players } from '../../db/schema';

export type ProtectionStatusData = CallData<typeof protectionStatus>;

/** What the player's protection looks like now; an exclusion that has ended reads as none. */
export async function readProtection(
  db: Database | Transaction,
  player: { playerId: number; market: MarketCode; complianceProfile: ComplianceProfile },
  now: Date = new Date(),
): Promise<ProtectionStatusData> {
  const [row] = await db
    .select({
      excludedUntil: players.excludedUntil,
      exclusionKind: players.exclusionKind,
      reminderMinutes: players.reminderMinutes,
    })
    .from(players)
    .where(eq(players.id, player.playerId));
  const active = row?.excludedUntil && row.excludedUntil > now ? row : null;
  return {
    excludedUntil: active?.excludedUntil?.toISOString() ?? null,
    exclusionKind:
      active?.exclusionKind === 'break' || active?.exclusionKind === 'self_exclusion'
        ? active.exclusionKind
        : null,
    breakDays: [...breakPeriodsDays],
    selfExclusionDays: [...player.complianceProfile.selfExclusionPeriodsDays],
    reminderMinutes: row?.reminderMinutes ?? 60,
    reminderMinuteChoices: [...reminderMinuteChoices],
  };
}
