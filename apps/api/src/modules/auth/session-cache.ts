import type { AuthenticatedPlayer } from './authenticate-player';

export interface SessionCacheOptions {
  /** How long a looked-up session is trusted without asking the database again. */
  ttlMs: number;
  entriesMax: number;
}

export interface SessionCache {
  get: (token: string, nowMs: number) => AuthenticatedPlayer | undefined;
  set: (token: string, player: AuthenticatedPlayer, nowMs: number) => void;
  forgetSession: (sessionId: number) => void;
}

/**
 * Remembers recently checked access tokens for a few seconds, so a player's frequent calls do not
 * each cost a session query. A logout on this instance forgets the session at once; on another
 * instance the token stops working within `ttlMs`.
 */
export function createSessionCache(options: SessionCacheOptions): SessionCache {
  const entries = new Map<string, { player: AuthenticatedPlayer; trustedUntilMs: number }>();
  return {
    get(token, nowMs) {
      const entry = entries.get(token);
      if (!entry) return undefined;
      if (entry.trustedUntilMs <= nowMs) {
        entries.delete(token);
        return undefined;
      }
      return entry.player;
    },
    set(token, player, nowMs) {
      // Oldest first: Map keeps insertion order, so the first key is the one to drop.
      if (entries.size >= options.entriesMax) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      const trustedUntilMs = Math.min(nowMs + options.ttlMs, player.sessionExpiresAtMs);
      entries.set(token, { player, trustedUntilMs });
    },
    forgetSession(sessionId) {
      for (const [token, entry] of entries) {
        if (entry.player.sessionId === sessionId) entries.delete(token);
      }
    },
  };
}
