import { and, eq, gt } from 'drizzle-orm';
import { breakPeriodsDays } from '@sorte/contracts';
import type { ComplianceProfile, MarketCode } from '@sorte/markets';
import type { Database, Transaction } from '../../db/database';
import { gameSessions, players } from '../../db/schema';
import { PlayerError } from '../../http/player-error';
import { readProtection } from './read-protection';
import type { ProtectionStatusData } from './read-protection';
import { moneyTransaction } from '../../db/money-transaction';
import { lockPlayer } from '../ledger/lock-players';

export type ExclusionKind = 'break' | 'self_exclusion';

const dayMs = 24 * 3600_000;

export function periodsFor(kind: ExclusionKind, profile: ComplianceProfile): readonly number[] {
  return kind === 'break' ? breakPeriodsDays : profile.selfExclusionPeriodsDays;
}

/**
 * Puts a break or a self-exclusion in force until `until`, or leaves a later one in force: an
 * exclusion is only ever made longer. The player's locks first, so two requests at once leave the
 * later end, not the last written; open game sessions end, so the provider can take no further
 * bet (rounds already bet on still settle). Used by the player's own request and by staff.
 */
export async function lengthenExclusion(
  tx: Transaction,
  input: { playerId: number; kind: ExclusionKind; until: Date; now: Date },
): Promise<Date> {
  const { playerId, until, now } = input;
  await lockPlayer(tx, playerId);
  const [current] = await tx
    .select({ excludedUntil: players.excludedUntil, exclusionKind: players.exclusionKind })
    .from(players)
    .where(eq(players.id, playerId));
  if (!current) throw new Error(`player ${playerId} has no row`);
  const inForce = current.excludedUntil && current.excludedUntil > now ? current : null;
  // The later end stands; a self-exclusion asked for during a break turns it into one, so the
  // player's request is never lost even when the break already runs longer.
  const excludedUntil =
    inForce?.excludedUntil && inForce.excludedUntil > until ? inForce.excludedUntil : until;
  const exclusionKind =
    input.kind === 'self_exclusion' || !inForce
      ? input.kind
      : (inForce.exclusionKind ?? input.kind);
  await tx.update(players).set({ excludedUntil, exclusionKind }).where(eq(players.id, playerId));
  await tx
    .update(gameSessions)
    .set({ expiresAt: now })
    .where(and(eq(gameSessions.playerId, playerId), gt(gameSessions.expiresAt, now)));
  return excludedUntil;
}

/**
 * Starts a break or a self-exclusion. It can only ever be made longer: a request that would end
 * sooner than what is already in force changes nothing. In the same transaction the player's open
 * game sessions end, so the provider can take no further bet; rounds already bet on still settle.
 */
export async function excludePlayer(
  db: Database,
  input: {
    playerId: number;
    market: MarketCode;
    complianceProfile: ComplianceProfile;
    kind: ExclusionKind;
    days: number;
    now?: Date;
  },
): Promise<ProtectionStatusData> {
  if (!periodsFor(input.kind, input.complianceProfile).includes(input.days)) {
    throw new PlayerError('period_invalid', 400);
  }
  const now = input.now ?? new Date();
  const until = new Date(now.getTime() + input.days * dayMs);
  return moneyTransaction(db, async (tx) => {
    await lengthenExclusion(tx, { playerId: input.playerId, kind: input.kind, until, now });
    return readProtection(tx, input, now);
  });
}
