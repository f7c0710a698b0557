import { eq } from 'drizzle-orm';
import { reminderMinuteChoices } from '@sorte/contracts';
import type { ComplianceProfile, MarketCode } from '@sorte/markets';
import type { Database } from '../../db/database';
import { players } from '../../db/schema';
import { PlayerError } from '../../http/player-error';
import { readProtection } from './read-protection';
import type { ProtectionStatusData } from './read-protection';

/** The player's reality-check pace: a reminder every 15, 30 or 60 minutes of play. */
export async function setReminder(
  db: Database,
  input: {
    playerId: number;
    market: MarketCode;
    complianceProfile: ComplianceProfile;
    minutes: number;
  },
): Promise<ProtectionStatusData> {
  if (!(reminderMinuteChoices as readonly number[]).includes(input.minutes)) {
    throw new PlayerError('period_invalid', 400);
  }
  await db
    .update(players)
    .set({ reminderMinutes: input.minutes })
    .where(eq(players.id, input.playerId));
  return readProtection(db, input);
}
