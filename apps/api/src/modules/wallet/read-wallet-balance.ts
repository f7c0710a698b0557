import type { WalletAnswer, WalletBalanceBody } from '@sorte/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { players } from '../../db/schema';
import { readBalanceMinor } from '../account/read-balance';
import { findGameSession } from './game-session-token';
import { WalletRefusal } from './wallet-refusal';

export async function readWalletBalance(
  db: Database,
  body: WalletBalanceBody,
): Promise<WalletAnswer> {
  try {
    const session = await findGameSession(db, body.token, body, { allowExpired: false });
    const balance = await readBalanceMinor(db, session.playerId, session.currency);
    const [player] = await db
      .select({ externalId: players.externalId })
      .from(players)
      .where(eq(players.id, session.playerId))
      .limit(1);
    return {
      ok: true,
      balance,
      currency: session.currency,
      transactionId: '',
      playerId: player?.externalId ?? '',
    };
  } catch (error) {
    if (error instanceof WalletRefusal) return error.toAnswer();
    throw error;
  }
}
