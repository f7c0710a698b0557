import { eq } from 'drizzle-orm';
import type { CallData, updateCpf } from '@sorte/contracts';
import { checkCpfField } from '@sorte/markets';
import type { Database } from '../../db/database';
import { databaseErrorCode } from '../../db/database-error';
import { players } from '../../db/schema';
import { PlayerError } from '../../http/player-error';
import { moneyTransaction } from '../../db/money-transaction';
import { lockPlayer } from '../ledger/lock-players';

/**
 * The player's own CPF (Brazil), registered once: own-CPF payouts are checked against it, so it is
 * not the player's to change (and no staff call changes it yet). The same CPF sent again is
 * answered the same.
 */
export async function registerCpf(
  db: Database,
  input: { playerId: number; cpf: string },
): Promise<CallData<typeof updateCpf>> {
  const check = checkCpfField(input.cpf);
  if (!check.ok) throw new PlayerError('cpf_invalid', 400);
  const cpf = check.value;
  try {
    await registerOnce(db, input.playerId, cpf);
  } catch (error) {
    if (databaseErrorCode(error) === '23505') throw new PlayerError('cpf_taken', 409);
    throw error;
  }
  return { cpf };
}

async function registerOnce(db: Database, playerId: number, cpf: string): Promise<void> {
  await moneyTransaction(db, async (tx) => {
    await lockPlayer(tx, playerId);
    const [owner] = await tx
      .select({ cpf: players.cpf })
      .from(players)
      .where(eq(players.id, playerId));
    if (!owner) throw new Error(`authenticated player ${playerId} has no row`);
    if (owner.cpf === cpf) return;
    if (owner.cpf !== null) throw new PlayerError('cpf_already_set', 409);
    await tx.update(players).set({ cpf }).where(eq(players.id, playerId));
  });
}
