import type { NotificationFeed } from '@sorte/service-db';
import { sessionEndedChannel } from '../../db/session-ended-channel';
import type { SessionCache } from './session-cache';

/**
 * Forgets a cached session the moment the database says it ended, on whichever api process the
 * logout happened; forgets every session when the feed may have missed something.
 */
export function followSessionEnds(feed: NotificationFeed, cache: SessionCache): () => void {
  return feed.subscribe({
    notification(channel, payload) {
      if (channel !== sessionEndedChannel) return;
      const sessionId = Number(payload);
      if (payload === '*' || !Number.isSafeInteger(sessionId)) cache.forgetAll();
      else cache.forgetSession(sessionId);
    },
    completenessChanged: () => cache.forgetAll(),
  });
}
