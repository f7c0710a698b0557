import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, loginAsGuest, useTestApp } from '../../../test/helper';
import { queryRows } from '../../db/query-rows';
import { decideIdleSession } from './decide-idle-session';

const regulated = useTestApp({ COMPLIANCE_PROFILE_BR: 'br-regulated', SESSION_CACHE_TTL_MS: '0' });

async function idleFor(token: string, minutes: number) {
  await regulated.database.db.execute(
    sql`update sessions set last_seen_at = now() - make_interval(mins => ${minutes})`,
  );
  return call(regulated.app, '/v1/bus/accountInfo', {}, token);
}

describe('idle logout under br-regulated', () => {
  it('ends a session idle for 30 minutes, on the server: the token stops working', async () => {
    const player = await loginAsGuest(regulated.app);
    expect((await idleFor(player.token, 29)).statusCode).toBe(200);
    const idle = await idleFor(player.token, 31);
    expect(idle.statusCode).toBe(401);
    expect(idle.json().msgCode).toBe('token_invalid');
    const [session] = await queryRows<{ revoked: boolean }>(
      regulated.database.db,
      sql`select revoked_at is not null as revoked from sessions`,
    );
    expect(session?.revoked).toBe(true);
  });

  it('keeps an active session alive by writing its last call at most once a minute', () => {
    const base = { idleLogoutMinutes: 30, lastSeenAtMs: 0 };
    expect(decideIdleSession({ ...base, nowMs: 59_999 })).toBe('fresh');
    expect(decideIdleSession({ ...base, nowMs: 60_000 })).toBe('touch');
    expect(decideIdleSession({ ...base, nowMs: 30 * 60_000 })).toBe('idle');
    expect(decideIdleSession({ ...base, idleLogoutMinutes: null, nowMs: 10 ** 12 })).toBe('fresh');
  });
});
