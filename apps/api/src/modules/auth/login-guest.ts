import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { CallData, login } from '@sorte/contracts';
import { getMarket, isMarketCode } from '@sorte/markets';
import type { MarketCode } from '@sorte/markets';
import type { Database } from '../../db/database';
import { players, sessions } from '../../db/schema';
import { readBalanceMinor } from '../account/read-balance';
import { ensureAccount } from '../ledger/ensure-account';
import { createAccessToken } from './access-token';

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
 * Same device id, same player: the first login creates the guest, later ones find it. Two
 * first logins racing from one device both land on one row thanks to the unique device id.
 */
export async function loginGuest(db: Database, input: GuestLoginInput): Promise<LoginData> {
  const now = input.now ?? new Date();
  const market = getMarket(input.market);
  const { token, tokenHash } = createAccessToken();
  const expiresAt = new Date(now.getTime() + input.sessionTtlMs);

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

    await tx.insert(sessions).values({ playerId: player.id, tokenHash, expiresAt });
    await ensureAccount(tx, { kind: 'player', playerId: player.id }, player.currency);
    const gold = await readBalanceMinor(tx, player.id, player.currency);
    const playerMarket = isMarketCode(player.market) ? getMarket(player.market) : market;

    return {
      nick: player.nick,
      gold,
      headUrl: player.headUrl,
      userId: player.id,
      token,
      username: player.username,
      email: player.email,
      language: playerMarket.language,
      currency: player.currency,
      market: playerMarket.code,
      utype: player.userType,
      externalId: player.externalId,
      isRegister: created ? 1 : 0,
      reportFbFlag: player.reportFbFlag === 1 ? 1 : 0,
      previousLoginAt: player.previousLoginAt?.toISOString() ?? null,
      tokenExpiresAt: expiresAt.toISOString(),
    };
  });
}
