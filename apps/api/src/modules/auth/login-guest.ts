import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { CallData, login } from '@sorte/contracts';
import { getMarket } from '@sorte/markets';
import type { MarketCode } from '@sorte/markets';
import type { Database } from '../../db/database';
import { players } from '../../db/schema';
import { PlayerError } from '../../http/player-error';
import { attachInvitation, recordPlayerDevice } from '../rewards/invitations';
import { startPlayerSession } from './start-player-session';

export interface GuestLoginInput {
  deviceId: string;
  market: MarketCode;
  extensionCode?: string;
  registChannel?: string;
  sessionTtlMs: number;
  now?: Date;
}

type LoginData = CallData<typeof login>;

/**
 * Same device id, same player: the first login creates the guest, later ones find it, until the
 * player binds credentials (then `credentials_required`). Two first logins racing from one device
 * both land on one row thanks to the unique device id.
 */
export async function loginGuest(db: Database, input: GuestLoginInput): Promise<LoginData> {
  const now = input.now ?? new Date();
  const market = getMarket(input.market);

  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(players)
      .values({
        externalId: randomUUID(),
        deviceId: input.deviceId,
        market: market.code,
        currency: market.currency,
        nick: '',
        extensionCode: input.extensionCode || null,
        registChannel: input.registChannel || null,
        lastLoginAt: now,
      })
      .onConflictDoNothing({ target: players.deviceId })
      .returning({ id: players.id });
    const created = inserted[0];

    if (!created) {
      // Once credentials are bound, the device id alone no longer opens the account: a logout
      // (or an idle logout) then means the password is needed again, on this device too.
      const [existing] = await tx
        .select({ passwordHash: players.passwordHash })
        .from(players)
        .where(eq(players.deviceId, input.deviceId));
      if (existing?.passwordHash) throw new PlayerError('credentials_required', 401);
    }
    // A returning guest: remember when they were last here (shown to them, PRODUCT.md §3.10).
    const [player] = created
      ? await tx
          .update(players)
          .set({ nick: sql`'Sorte' || ${players.id}::text` })
          .where(eq(players.id, created.id))
          .returning()
      : await tx
          .update(players)
          .set({ previousLoginAt: sql`${players.lastLoginAt}`, lastLoginAt: now })
          .where(eq(players.deviceId, input.deviceId))
          .returning();
    if (!player) throw new Error(`player for device ${input.deviceId} vanished during login`);
    await recordPlayerDevice(tx, player.id, input.deviceId);
    if (created) await attachInvitation(tx, player.id, input.extensionCode);

    return startPlayerSession(tx, player, {
      sessionTtlMs: input.sessionTtlMs,
      now,
      isRegister: created !== undefined,
    });
  });
}
