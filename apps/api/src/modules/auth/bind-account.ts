import { eq } from 'drizzle-orm';
import type { CallData, bindAccount as bindAccountCall } from '@sorte/contracts';
import { checkCredentials } from '@sorte/contracts/credentials';
import { payoutAccountErrorMessage } from '@sorte/markets';
import type { MarketCode } from '@sorte/markets';
import type { Database } from '../../db/database';
import { databaseErrorCode, violatedConstraint } from '../../db/database-error';
import { players } from '../../db/schema';
import { PlayerError } from '../../http/player-error';
import type { Language } from '../../i18n/messages';
import { hashPassword, verifyPassword } from './password-hash';
import { moneyTransaction } from '../../db/money-transaction';
import { lockPlayer } from '../ledger/lock-players';

/**
 * Binds credentials to the player's account so it can be signed into from another device: a
 * password, and a phone, an e-mail or both. The username is the one of the 18+ setup. Binding
 * again (to change the password or add a phone) needs the current password.
 */
export async function bindAccount(
  db: Database,
  input: {
    playerId: number;
    market: MarketCode;
    language: Language;
    password: string;
    currentPassword?: string;
    phone?: string;
    email?: string;
    now?: Date;
  },
): Promise<CallData<typeof bindAccountCall>> {
  const check = checkCredentials(input.market, input);
  if (!check.ok) {
    const detail =
      check.refusal === 'phone_invalid'
        ? payoutAccountErrorMessage('phone_invalid', input.language, input.market)
        : undefined;
    throw new PlayerError(check.refusal, 400, detail);
  }
  const now = input.now ?? new Date();
  const passwordHash = await hashPassword(input.password);
  try {
    return await moneyTransaction(db, async (tx) => {
      await lockPlayer(tx, input.playerId);
      const [player] = await tx.select().from(players).where(eq(players.id, input.playerId));
      if (!player) throw new Error(`authenticated player ${input.playerId} has no row`);
      if (!player.ageConfirmedAt || player.username === '') {
        throw new PlayerError('age_unconfirmed', 403);
      }
      if (player.passwordHash) {
        const confirmed =
          input.currentPassword !== undefined &&
          (await verifyPassword(input.currentPassword, player.passwordHash));
        if (!confirmed) throw new PlayerError('password_wrong', 403);
      }
      const [bound] = await tx
        .update(players)
        .set({
          passwordHash,
          phone: check.credentials.phone ?? player.phone,
          email: check.credentials.email ?? player.email,
          credentialsBoundAt: now,
        })
        .where(eq(players.id, input.playerId))
        .returning();
      if (!bound) throw new Error(`player ${input.playerId} vanished while binding`);
      return {
        username: bound.username,
        phone: bound.phone,
        email: bound.email === '' ? null : bound.email,
        boundAt: now.toISOString(),
      };
    });
  } catch (error) {
    if (databaseErrorCode(error) === '23505') {
      const constraint = violatedConstraint(error);
      if (constraint === 'players_phone_key') throw new PlayerError('phone_taken', 409);
      if (constraint === 'players_email_key') throw new PlayerError('email_taken', 409);
    }
    throw error;
  }
}
