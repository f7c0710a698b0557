import { eq } from 'drizzle-orm';
import type { CallData, confirmAge as confirmAgeCall } from '@sorte/contracts';
import { checkAgeSetup } from '@sorte/contracts';
import { getMarket, marketDay } from '@sorte/markets';
import type { ComplianceProfile, MarketCode } from '@sorte/markets';
import type { Database } from '../../db/database';
import { databaseErrorCode, violatedConstraint } from '../../db/database-error';
import { players } from '../../db/schema';
import { PlayerError } from '../../http/player-error';
import { textsFor } from '../../i18n/messages';
import type { Language } from '../../i18n/messages';
import { moneyTransaction } from '../../db/money-transaction';
import { lockPlayer } from '../ledger/lock-players';

type ConfirmAgeData = CallData<typeof confirmAgeCall>;

export interface ConfirmAgeInput {
  playerId: number;
  market: MarketCode;
  complianceProfile: ComplianceProfile;
  username: string;
  birthDate: string;
  termsAccepted: boolean;
  language: Language;
  now?: Date;
}

/**
 * The 18+ setup: checks the form against the market's minimum age on the market's own day, then
 * records the username, the date of birth and the accepted terms together, once. Sending the same
 * setup again answers the same; a different one is refused, because an age once declared is not
 * the player's to change.
 */
export async function confirmAge(db: Database, input: ConfirmAgeInput): Promise<ConfirmAgeData> {
  const market = getMarket(input.market);
  const minimumAge = input.complianceProfile.minimumAge;
  const now = input.now ?? new Date();
  const check = checkAgeSetup(input, { today: marketDay(market, now), minimumAge });
  if (!check.ok) {
    const detail =
      check.refusal === 'under_age' ? textsFor(input.language).underAge({ minimumAge }) : undefined;
    throw new PlayerError(check.refusal, 400, detail);
  }
  const answer: ConfirmAgeData = {
    username: check.username,
    birthDate: check.birthDate,
    ageConfirmed: 1,
  };
  try {
    await moneyTransaction(db, async (tx) => {
      // Locked so two setups sent at once cannot both find the player unconfirmed.
      await lockPlayer(tx, input.playerId);
      const [current] = await tx
        .select({ username: players.username, birthDate: players.birthDate })
        .from(players)
        .where(eq(players.id, input.playerId));
      if (!current) throw new Error(`authenticated player ${input.playerId} has no row`);
      if (current.birthDate !== null) {
        if (current.birthDate === check.birthDate && current.username === check.username) return;
        throw new PlayerError('age_already_confirmed', 409);
      }
      await tx
        .update(players)
        .set({
          username: check.username,
          birthDate: check.birthDate,
          termsAcceptedAt: now,
          ageConfirmedAt: now,
        })
        .where(eq(players.id, input.playerId));
    });
  } catch (error) {
    if (
      databaseErrorCode(error) === '23505' &&
      violatedConstraint(error) === 'players_username_key'
    ) {
      throw new PlayerError('username_taken', 409);
    }
    throw error;
  }
  return answer;
}
