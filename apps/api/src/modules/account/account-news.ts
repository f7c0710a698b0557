import { sql } from 'drizzle-orm';
import type { NotificationFeed } from '@sorte/service-db';
import { accountChangedChannel } from '../../db/account-changed-channel';
import type { Database } from '../../db/database';

export interface AccountNews {
  /** These players' accounts changed in a transaction that left its news to us (a wallet batch). */
  changed: (playerIds: readonly number[]) => void;
  /** Any account may have changed (a batch failed after it may have committed). */
  everythingMayHaveChanged: () => void;
  /** Resolves once everything told so far has been announced, or once `withinMs` has passed. */
  settled: (withinMs: number) => Promise<void>;
}

export interface AccountNewsOptions {
  db: Database;
  /** On the embedded database this process is the only one: nobody else to tell. */
  kind: 'pglite' | 'postgres';
  /** This process's feed of the database's news, which the account answers follow. */
  feed: Pick<NotificationFeed, 'deliver'>;
  onAnnounceFailed?: (error: unknown) => void;
}

/**
 * Announcements start at most this often: each is a transaction, and every listening connection
 * of every process wakes for it. Other processes hear a change up to this much later.
 */
const announceSpacingMs = 10;
/** After a failed announcement the next try waits this long, doubling up to the longest. */
const retryDelayMsMin = 200;
const retryDelayMsMax = 5_000;
/** Beyond this many players waiting to be announced, announce every player instead. */
const playersPendingMax = 10_000;

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * The news a wallet batch left to the api rather than raising in its own transaction
 * (docs/decisions/0030): this process hears it at once, before the batch's callers are answered,
 * as it heard the news on the batch's own connection before; every other process hears it through
 * `account_changed` from a transaction of its own a moment after the batch's commit (on the
 * embedded database there is no other process). Announcements go one at a time, each carrying
 * every player told meanwhile; one that fails is tried again, with what was told since, until it
 * goes: meanwhile the other processes keep those players' answers.
 */
export function createAccountNews({
  db,
  kind,
  feed,
  onAnnounceFailed = (error) => console.warn(`account news not announced: ${String(error)}`),
}: AccountNewsOptions): AccountNews {
  const pending = new Set<string>();
  let announcing: Promise<void> | undefined;
  let retryDelayMs = retryDelayMsMin;

  function keep(playerIds: readonly string[]): void {
    for (const playerId of playerIds) pending.add(playerId);
    if (pending.has('*') || pending.size > playersPendingMax) {
      pending.clear();
      pending.add('*');
    }
  }

  /** One announcement; what it carried goes back to wait for the next try when it fails. */
  async function announce(playerIds: string[]): Promise<void> {
    try {
      await db.execute(sql`select account_changes_announced(${JSON.stringify(playerIds)}::jsonb)`);
      retryDelayMs = retryDelayMsMin;
      await sleep(announceSpacingMs);
    } catch (error) {
      keep(playerIds);
      try {
        onAnnounceFailed(error);
      } catch {
        // A failing report must not stop the announcements.
      }
      await sleep(retryDelayMs);
      retryDelayMs = Math.min(retryDelayMs * 2, retryDelayMsMax);
    }
  }

  function announcePending(): void {
    if (announcing || pending.size === 0) return;
    const playerIds = [...pending];
    pending.clear();
    announcing = announce(playerIds).then(() => {
      announcing = undefined;
      announcePending();
    });
  }

  function tell(playerIds: readonly string[]): void {
    if (playerIds.length === 0) return;
    feed.deliver(accountChangedChannel, playerIds.join(','));
    if (kind === 'pglite') return;
    keep(playerIds);
    announcePending();
  }

  return {
    changed: (playerIds) => tell(playerIds.map(String)),
    everythingMayHaveChanged: () => tell(['*']),
    async settled(withinMs) {
      const deadline = Date.now() + withinMs;
      while (announcing && Date.now() < deadline) {
        await Promise.race([announcing, sleep(deadline - Date.now())]);
      }
    },
  };
}
