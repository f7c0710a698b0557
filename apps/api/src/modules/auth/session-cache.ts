import type { PlayerSession } from '../../http/authenticated-player';

export interface SessionCacheOptions {
  /** How long a looked-up session is trusted without asking the database again. */
  ttlMs: number;
  entriesMax: number;
  /**
   * False while the database's `session_ended` news could be missed: nothing is trusted then,
   * so a logout elsewhere can never be outlived by a cached copy.
   */
  isComplete?: () => boolean;
}

export interface SessionCache {
  get: (token: string, nowMs: number) => PlayerSession | undefined;
  set: (token: string, player: PlayerSession, nowMs: number) => void;
  forgetSession: (sessionId: number) => void;
  forgetAll: () => void;
}

/**
 * Remembers recently checked access tokens for a few seconds, so a player's frequent calls do not
 * each cost a session query. A session that ends is forgotten at once on every api process: this
 * one's logout directly, another's through the database's `session_ended` notification
 * (follow-session-ends.ts).
 */
export function createSessionCache(options: SessionCacheOptions): SessionCache {
  const entries = new Map<string, { player: PlayerSession; trustedUntilMs: number }>();
  const tokensBySession = new Map<number, string>();

  function forgetToken(token: string): void {
    const entry = entries.get(token);
    if (!entry) return;
    entries.delete(token);
    if (tokensBySession.get(entry.player.sessionId) === token) {
      tokensBySession.delete(entry.player.sessionId);
    }
  }

  return {
    get(token, nowMs) {
      if (options.isComplete && !options.isComplete()) return undefined;
      const entry = entries.get(token);
      if (!entry) return undefined;
      if (entry.trustedUntilMs <= nowMs) {
        forgetToken(token);
        return undefined;
      }
      return entry.player;
    },
    set(token, player, nowMs) {
      // Oldest first: Map keeps insertion order, so the first key is the one to drop.
      if (entries.size >= options.entriesMax) {
        const oldest = entries.keys().next();
        if (!oldest.done) forgetToken(oldest.value);
      }
      const trustedUntilMs = Math.min(nowMs + options.ttlMs, player.sessionExpiresAtMs);
      entries.set(token, { player, trustedUntilMs });
      tokensBySession.set(player.sessionId, token);
    },
    forgetSession(sessionId) {
      const token = tokensBySession.get(sessionId);
      if (token !== undefined) forgetToken(token);
    },
    forgetAll() {
      entries.clear();
      tokensBySession.clear();
    },
  };
}
