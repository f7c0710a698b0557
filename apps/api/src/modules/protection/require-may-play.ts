import { eq } from 'drizzle-orm';
import { formatOnMarketClock, getMarket } from '@sorte/markets';
import type { ComplianceProfile, MarketCode } from '@sorte/markets';
import type { Database, Transaction } from '../../db/database';
import { players } from '../../db/schema';
import { PlayerError } from '../../http/player-error';
import { textsFor } from '../../i18n/messages';
import type { Language } from '../../i18n/messages';

/** The end of an exclusion as the player reads it: their language, their market's clock. */
export function formatExclusionEnd(until: Date, language: Language, market: MarketCode): string {
  return formatOnMarketClock(until, language, getMarket(market));
}

export type MayPlayRefusal =
  | { refusal: 'age_unconfirmed' }
  | { refusal: 'limits_required' }
  | { refusal: 'excluded'; until: Date }
  | null;

/** Whether a player may start a game or a deposit now, from their row as loaded. Pure. */
export function decideMayPlay(
  player: {
    ageConfirmedAt: Date | null;
    excludedUntil: Date | null;
    playLimitsChosenAt: Date | null;
    limitsRequired: boolean;
  },
  now: Date,
): MayPlayRefusal {
  if (!player.ageConfirmedAt) return { refusal: 'age_unconfirmed' };
  if (player.limitsRequired && !player.playLimitsChosenAt) return { refusal: 'limits_required' };
  if (player.excludedUntil && player.excludedUntil > now) {
    return { refusal: 'excluded', until: player.excludedUntil };
  }
  return null;
}

/**
 * Before a game launch or a deposit: the player has completed the 18+ setup (PRODUCT.md §3.3) and
 * is not on a break or self-excluded (§3.6). Refuses with `age_unconfirmed` or `excluded`. Run it
 * in the transaction that writes the game session or the order: the row is read FOR SHARE, so an
 * exclusion (which takes the player's locks, FOR NO KEY UPDATE) cannot commit between this check and
 * that write.
 */
export async function requireMayPlay(
  db: Database | Transaction,
  player: {
    playerId: number;
    market: MarketCode;
    language: Language;
    complianceProfile: ComplianceProfile;
  },
  now: Date = new Date(),
): Promise<void> {
  const [row] = await db
    .select({
      ageConfirmedAt: players.ageConfirmedAt,
      excludedUntil: players.excludedUntil,
      playLimitsChosenAt: players.playLimitsChosenAt,
    })
    .from(players)
    .where(eq(players.id, player.playerId))
    .for('share');
  if (!row) throw new Error(`authenticated player ${player.playerId} has no row`);
  const decision = decideMayPlay(
    { ...row, limitsRequired: player.complianceProfile.limitsRequiredAtRegistration },
    now,
  );
  if (decision?.refusal === 'age_unconfirmed') throw new PlayerError('age_unconfirmed', 403);
  if (decision?.refusal === 'limits_required') throw new PlayerError('limits_required', 403);
  if (decision?.refusal === 'excluded') {
    const until = formatExclusionEnd(decision.until, player.language, player.market);
    throw new PlayerError('excluded', 403, textsFor(player.language).excludedUntil({ until }));
  }
}
