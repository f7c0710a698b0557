import { sql } from 'drizzle-orm';
import type { NotificationFeed } from '@sorte/service-db';
import { accountChangedChannel } from '../../db/account-changed-channel';
import type { Database } from '../../db/database';

export interface AccountNews {
  /** These players' accounts changed in a transaction that kept its news (a wallet batch). */
  changed: (playerIds: readonly number[]) => void;
  /** Any account may have changed (a batch failed after it may have committed). */
  everythingMayHaveChanged: () => void;
  /** Resolves once everything told so far has been announced (or given up on). */
  settled: () => Promise<void>;
}

export interface AccountNewsOptions {
  db: Database;
  /** On the embedded database this process is the only one: nobody else to tell. */
  kind: 'pglite' | 'postgres';
  /** This process's feed of the database's news, which the account answers follow. */
  feed: Pick<NotificationFeed, 'deliver'>;
  onAnnounceFailed?: (error: unknown) => void;
}

/** Beyond this many players waiting to be announced, announce every player instead. */
const pendingMax = 10_000;
const retryDelayMs = 200;
/**
 * Announcements start at most this often: each is a transaction, and every listening connection
 * of every process wakes for it. Other processes hear a change at most this much later.
 */
const announceSpacingMs = 10;

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
const attemptsMax = 5;

/**
 * The news a wallet batch kept rather than raising in its own transaction (docs/decisions/0030):
 * this process hears it at once, before the batch's callers are answered, as it heard the news on
 * the batch's own connection before; every other process hears it through `account_changed` from
 * a transaction of its own a moment after the batch's commit (on the embedded database there is
 * no other process). Announcements go one at a time, each carrying every player told meanwhile.
 */
export function createAccountNews({
  db,
  kind,
  feed,
  onAnnounceFailed = (error) => console.warn(`account news not announced: ${String(error)}`),
}: AccountNewsOptions): AccountNews {
  const pending = new Set<string>();
  let announcing: Promise<void> | undefined;

  async function announce(playerIds: string[]): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await db.execute(
          sql`select account_changes_announced(${JSON.stringify(playerIds)}::jsonb)`,
        );
        return;
      } catch (error) {
        if (attempt >= attemptsMax) {
          // Left to ACCOUNT_CACHE_TTL_MS; a database that lost every connection is heard as a gap.
          onAnnounceFailed(error);
          return;
        }
        await sleep(retryDelayMs * attempt);
      }
    }
  }

  function announcePending(): void {
    if (announcing || pending.size === 0) return;
    const playerIds = pending.has('*') ? ['*'] : [...pending];
    pending.clear();
    announcing = Promise.all([announce(playerIds), sleep(announceSpacingMs)]).then(() => {
      announcing = undefined;
      announcePending();
    });
  }

  function tell(playerIds: readonly string[]): void {
    if (playerIds.length === 0) return;
    feed.deliver(accountChangedChannel, playerIds.join(','));
    if (kind === 'pglite') return;
    for (const playerId of playerIds) pending.add(playerId);
    if (pending.size > pendingMax) {
      pending.clear();
      pending.add('*');
    }
    announcePending();
  }

  return {
    changed: (playerIds) => tell(playerIds.map(String)),
    everythingMayHaveChanged: () => tell(['*']),
    async settled() {
      while (announcing) await announcing;
    },
  };
}
