import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, createTestClock, loginAsGuest, useTestApp } from '../../../test/helper';
import { queryRows } from '../../db/query-rows';
import { openGame, walletCall } from '../../../test/wallet-client';
import { fundPlayerForTest } from '../ledger/ledger-test-support';
import { decideIdleSession } from './decide-idle-session';

const minuteMs = 60_000;
const clock = createTestClock();
const regulated = useTestApp(
  { COMPLIANCE_PROFILE_BR: 'br-regulated', SESSION_CACHE_TTL_MS: '0' },
  { clock },
);

describe('idle logout under br-regulated, on the api’s clock', () => {
  it('ends a session idle for 30 minutes on the server, says why, and ends its games', async () => {
    const player = await loginAsGuest(regulated.app);
    await call(
      regulated.app,
      '/v1/bus/setPlayLimits',
      { limits: [{ key: 'loss:day', amount: 100_000 }] },
      player.token,
    );
    await fundPlayerForTest(regulated.database.db, player.userId, 'BRL', 5000);
    const gameToken = await openGame(regulated.app, player.token);

    clock.advance(29 * minuteMs);
    expect((await call(regulated.app, '/v1/bus/accountInfo', {}, player.token)).statusCode).toBe(
      200,
    );
    // Each call keeps the session alive: 29 more minutes after the last one is still not idle.
    clock.advance(29 * minuteMs);
    expect((await call(regulated.app, '/v1/bus/accountInfo', {}, player.token)).statusCode).toBe(
      200,
    );

    clock.advance(30 * minuteMs);
    const idle = await call(regulated.app, '/v1/bus/accountInfo', {}, player.token);
    expect(idle.statusCode).toBe(401);
    expect(idle.json()).toMatchObject({ success: false, msgCode: 'session_idle' });
    expect(idle.json().msg).toBe('Você saiu após 30 minutos sem atividade. Entre novamente.');
    const again = await call(regulated.app, '/v1/bus/accountInfo', {}, player.token);
    expect(again.json().msgCode).toBe('token_invalid');

    const [session] = await queryRows<{ revoked: boolean }>(
      regulated.database.db,
      sql`select revoked_at is not null as revoked from sessions where player_id = ${player.userId}`,
    );
    expect(session?.revoked).toBe(true);
    const bet = await walletCall(regulated.app, '/wallet/bet', {
      token: gameToken,
      gameId: 66121,
      currency: 'BRL',
      transactionId: 'after-idle',
      roundId: 'r-after-idle',
      amount: 100,
    });
    expect(bet.json()).toMatchObject({ ok: false, code: 'INVALID_TOKEN' });
  });

  it('keeps an active session alive by writing its last call at most once a minute', () => {
    const base = { idleLogoutMinutes: 30, lastSeenAtMs: 0 };
    expect(decideIdleSession({ ...base, nowMs: 59_999 })).toBe('fresh');
    expect(decideIdleSession({ ...base, nowMs: 60_000 })).toBe('touch');
    expect(decideIdleSession({ ...base, nowMs: 30 * 60_000 })).toBe('idle');
    expect(decideIdleSession({ ...base, idleLogoutMinutes: null, nowMs: 10 ** 12 })).toBe('fresh');
  });
});

const relaxedClock = createTestClock();
const relaxed = useTestApp({ SESSION_CACHE_TTL_MS: '0' }, { clock: relaxedClock });

describe('idle sessions under the default profile', () => {
  it('stay signed in: only br-regulated logs out after 30 minutes', async () => {
    const player = await loginAsGuest(relaxed.app);
    relaxedClock.advance(6 * 60 * minuteMs);
    expect((await call(relaxed.app, '/v1/bus/accountInfo', {}, player.token)).statusCode).toBe(200);
  });
});
