import { and, count, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { CallData, login } from '@sorte/contracts';
import { mobileNumberAsStored } from '@sorte/markets';
import type { MarketCode } from '@sorte/markets';
import type { Database } from '../../db/database';
import { loginFailures, players } from '../../db/schema';
import { PlayerError } from '../../http/player-error';
import { verifyPassword } from './password-hash';
import { startPlayerSession } from './start-player-session';

/** Wrong passwords an account takes in an hour before sign-in pauses (issue: at most 100). */
export const failedLoginsPerHourMax = 100;
const hourMs = 3_600_000;

// Verified against when no account matches, so an unknown name costs as long as a wrong password.
const decoyHash =
  '$argon2id$v=19$m=19456,t=2,p=1$c29ydGUtZGVjb3ktc2FsdA$2VjKLcgwRYSPXsw8GJK6rc-XQ6pG9v58x0Ga6cXcXbg';

export type PasswordLoginKind = 'phone' | 'username' | 'email';

function identifierMatch(kind: PasswordLoginKind, identifier: string, market: MarketCode) {
  const value = identifier.trim();
  switch (kind) {
    case 'phone':
      // Read as the binding stored it: the same number however it is typed.
      return eq(players.phone, mobileNumberAsStored(market, value));
    case 'username':
      return eq(sql`lower(${players.username})`, value.toLowerCase());
    case 'email':
      return eq(sql`lower(${players.email})`, value.toLowerCase());
  }
}

/**
 * Signs in with credentials bound to an account (loginType 2 phone, 5 username, 6 email), from
 * any device: the same account, balance, history and limits. Guessing is slowed per account and
 * per address: after a hundred wrong passwords within an hour the account takes no password until
 * the oldest of them is an hour old, and an address that sent `failuresPerAddressMax` wrong ones
 * within an hour (whatever names they tried) waits the same way; the login route's rate limit
 * slows every login besides. A wrong identifier and a wrong password get the same answer.
 */
export async function loginWithPassword(
  db: Database,
  input: {
    kind: PasswordLoginKind;
    identifier: string;
    /** The market the page is served as: how a phone number without "+" is read. */
    market: MarketCode;
    password: string;
    address: string;
    failuresPerAddressMax: number;
    sessionTtlMs: number;
    now?: Date;
  },
): Promise<CallData<typeof login>> {
  const now = input.now ?? new Date();
  const since = new Date(now.getTime() - hourMs);
  const [fromAddress] = await db
    .select({ failures: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.address, input.address), gt(loginFailures.failedAt, since)));
  if ((fromAddress?.failures ?? 0) >= input.failuresPerAddressMax) {
    throw new PlayerError('login_locked_address', 429);
  }
  const [player] = await db
    .select()
    .from(players)
    .where(
      and(
        identifierMatch(input.kind, input.identifier, input.market),
        sql`${players.passwordHash} is not null`,
      ),
    )
    .limit(1);
  if (player) {
    const [recent] = await db
      .select({ failures: count() })
      .from(loginFailures)
      .where(and(eq(loginFailures.playerId, player.id), gt(loginFailures.failedAt, since)));
    if ((recent?.failures ?? 0) >= failedLoginsPerHourMax)
      throw new PlayerError('login_locked', 429);
  }
  const matches = await verifyPassword(input.password, player?.passwordHash ?? decoyHash);
  if (!player || !matches) {
    await db.transaction(async (tx) => {
      await tx
        .insert(loginFailures)
        .values({ playerId: player?.id ?? null, address: input.address, failedAt: now });
      // Only the last hour counts: older failures of this account or address are of no more use.
      await tx
        .delete(loginFailures)
        .where(
          and(
            or(
              eq(loginFailures.address, input.address),
              player ? eq(loginFailures.playerId, player.id) : sql`false`,
            ),
            lt(loginFailures.failedAt, since),
          ),
        );
    });
    throw new PlayerError('credentials_invalid', 401);
  }
  return db.transaction(async (tx) => {
    const [signedIn] = await tx
      .update(players)
      .set({ previousLoginAt: sql`${players.lastLoginAt}`, lastLoginAt: now })
      .where(eq(players.id, player.id))
      .returning();
    if (!signedIn) throw new Error(`player ${player.id} vanished during login`);
    return startPlayerSession(tx, signedIn, {
      sessionTtlMs: input.sessionTtlMs,
      now,
      isRegister: false,
    });
  });
}
