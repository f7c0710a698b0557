import { describe, expect, it } from 'vitest';
import { createSessionCache } from './session-cache';

const player = (sessionId: number, sessionExpiresAtMs = 1_000_000) => ({
  playerId: 100 + sessionId,
  sessionId,
  market: 'BR' as const,
  currency: 'BRL',
  sessionExpiresAtMs,
  lastSeenAtMs: 0,
});

describe('the session cache', () => {
  it('trusts a checked token for its time to live, then asks again', () => {
    const cache = createSessionCache({ ttlMs: 5_000, entriesMax: 10 });
    cache.set('token-a', player(1), 0);
    expect(cache.get('token-a', 4_999)?.playerId).toBe(101);
    expect(cache.get('token-a', 5_000)).toBeUndefined();
  });

  it('never trusts a token past its session expiry', () => {
    const cache = createSessionCache({ ttlMs: 5_000, entriesMax: 10 });
    cache.set('token-a', player(1, 2_000), 0);
    expect(cache.get('token-a', 2_000)).toBeUndefined();
  });

  it('forgets a logged-out session at once', () => {
    const cache = createSessionCache({ ttlMs: 5_000, entriesMax: 10 });
    cache.set('token-a', player(1), 0);
    cache.set('token-b', player(2), 0);
    cache.forgetSession(1);
    expect(cache.get('token-a', 1)).toBeUndefined();
    expect(cache.get('token-b', 1)?.sessionId).toBe(2);
  });

  it('holds at most its entry limit, dropping the oldest first', () => {
    const cache = createSessionCache({ ttlMs: 5_000, entriesMax: 2 });
    cache.set('token-a', player(1), 0);
    cache.set('token-b', player(2), 0);
    cache.set('token-c', player(3), 0);
    expect(cache.get('token-a', 1)).toBeUndefined();
    expect(cache.get('token-c', 1)?.sessionId).toBe(3);
  });
});
