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
      const playerId = Number(payload);
      if (payload === '*' || !Number.isSafeInteger(playerId)) cache.forgetAll();
      else cache.forget(playerId);
    },
    completenessChanged: () => cache.forgetAll(),
  });
}
