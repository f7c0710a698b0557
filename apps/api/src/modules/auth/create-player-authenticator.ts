import { eq } from 'drizzle-orm';
import { getMarket } from '@sorte/markets';
import type { ComplianceProfile, MarketCode } from '@sorte/markets';
import type { Database } from '../../db/database';
import { sessions } from '../../db/schema';
import type { AuthenticatedPlayer } from '../../http/authenticated-player';
import { PlayerError } from '../../http/player-error';
import { textsFor, toLanguage } from '../../i18n/messages';
import { authenticatePlayer } from './authenticate-player';
import { decideIdleSession } from './decide-idle-session';
import { revokeSession } from './revoke-session';
import type { SessionCache } from './session-cache';

/**
 * Who is behind an access token: the live session (from the cache for a few seconds, else the
 * database), with the compliance profile its market runs under. Under a profile with an idle
 * logout the server enforces it: a session idle that long is ended as a logout would end it (the
 * call is answered `session_idle`, saying why, and the token never works again), and an active one
 * has its last call written at most once a minute. `now` is the api's clock (tests inject one).
 */
export function createPlayerAuthenticator(deps: {
  db: Database;
  sessionCache: SessionCache;
  complianceProfileOf: (market: MarketCode) => ComplianceProfile;
  now?: () => Date;
}): (token: string) => Promise<AuthenticatedPlayer | null> {
  return async (token) => {
    const now = deps.now?.() ?? new Date();
    const nowMs = now.getTime();
    let session = deps.sessionCache.get(token, nowMs) ?? null;
    if (!session) {
      session = await authenticatePlayer(deps.db, token, now);
      if (session) deps.sessionCache.set(token, session, nowMs);
    }
    if (!session) return null;
    const complianceProfile = deps.complianceProfileOf(session.market);
    const idle = decideIdleSession({
      lastSeenAtMs: session.lastSeenAtMs,
      idleLogoutMinutes: complianceProfile.idleLogoutMinutes,
      nowMs,
    });
    if (idle === 'idle' && complianceProfile.idleLogoutMinutes !== null) {
      await revokeSession(deps.db, session, now);
      deps.sessionCache.forgetSession(session.sessionId);
      const language = toLanguage(getMarket(session.market).language, 'en');
      throw new PlayerError(
        'session_idle',
        401,
        textsFor(language).sessionIdle({ minutes: complianceProfile.idleLogoutMinutes }),
      );
    }
    if (idle === 'touch') {
      await deps.db
        .update(sessions)
        .set({ lastSeenAt: now })
        .where(eq(sessions.id, session.sessionId));
      session = { ...session, lastSeenAtMs: nowMs };
      deps.sessionCache.set(token, session, nowMs);
    }
    return { ...session, complianceProfile };
  };
}
