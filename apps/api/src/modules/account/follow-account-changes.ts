import type { NotificationFeed } from '@sorte/service-db';
import { accountChangedChannel } from '../../db/account-changed-channel';
import type { AccountAnswerCache } from './account-answer-cache';

/**
 * Keeps the account answers honest: forgets a player's answer when the database says it changed,
 * and every answer whenever the feed may have missed something.
 */
export function followAccountChanges<Answer>(
  feed: NotificationFeed,
  cache: AccountAnswerCache<Answer>,
): () => void {
  return feed.subscribe({
    notification(channel, payload) {
      if (channel !== accountChangedChannel) return;
      // One player's id, several joined by commas (an announcement), or `*`.
      for (const each of payload.split(',')) {
        const playerId = Number(each);
        if (each === '*' || !Number.isSafeInteger(playerId)) {
          cache.forgetAll();
          return;
        }
        cache.forget(playerId);
      }
    },
    completenessChanged: () => cache.forgetAll(),
  });
}
