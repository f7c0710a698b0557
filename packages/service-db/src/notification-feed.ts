import pg from 'pg';

export interface NotificationSubscriber {
  notification: (channel: string, payload: string) => void;
  /**
   * The feed stopped (false) or started again (true) being sure to deliver every notification.
   * Anything remembered on the strength of notifications is suspect at either change.
   */
  completenessChanged: (complete: boolean) => void;
}

/**
 * The database's notifications (`LISTEN`/`NOTIFY`) on a fixed set of channels. On this process's
 * own connections a transaction's notifications arrive before the promise of its commit resolves,
 * so whatever the process wrote itself it has heard of by the time it reads again.
 */
export interface NotificationFeed {
  /** True while no notification can be missed: the listening connection is up. */
  readonly complete: boolean;
  subscribe: (subscriber: NotificationSubscriber) => () => void;
  /**
   * Hands this process's subscribers a notification as if the database had raised it: for news a
   * transaction kept for its caller to announce after its commit rather than raising it itself.
   */
  deliver: (channel: string, payload: string) => void;
}

/** The feed's inside: the database openers push into it. */
export interface NotificationHub extends NotificationFeed {
  setComplete: (complete: boolean) => void;
}

export function createNotificationHub(initiallyComplete: boolean): NotificationHub {
  const subscribers = new Set<NotificationSubscriber>();
  let complete = initiallyComplete;
  return {
    get complete() {
      return complete;
    },
    subscribe(subscriber) {
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
    deliver(channel, payload) {
      for (const subscriber of subscribers) subscriber.notification(channel, payload);
    },
    setComplete(next) {
      if (next === complete) return;
      complete = next;
      for (const subscriber of subscribers) subscriber.completenessChanged(next);
    },
  };
}

/** Channel names are identifiers in LISTEN; only plain ones are accepted. */
export function listenStatement(channel: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`bad channel name ${channel}`);
  return `LISTEN ${channel}`;
}

export interface PostgresListenerOptions {
  connectionString: string;
  channels: string[];
  hub: NotificationHub;
  /** Waits between reconnection attempts grow from the first to the last. */
  retryDelayMsMin?: number;
  retryDelayMsMax?: number;
  /** How often the connection is proven alive; a half-open socket would otherwise hear nothing. */
  heartbeatMs?: number;
}

/** A connect or a heartbeat that takes longer counts as a lost connection. */
const answerTimeoutMs = 5_000;

/**
 * One long-lived connection that listens to every channel, so notifications from other processes
 * reach this one even while the pool has no connection open. While it is down the feed is
 * incomplete; it reconnects with a growing wait until closed.
 */
export async function startPostgresListener(
  options: PostgresListenerOptions,
): Promise<{ close: () => Promise<void> }> {
  const { hub, channels } = options;
  const delayMsMin = options.retryDelayMsMin ?? 100;
  const delayMsMax = options.retryDelayMsMax ?? 5_000;
  let closed = false;
  let client: pg.Client | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let delayMs = delayMsMin;

  const heartbeat = setInterval(() => {
    const current = client;
    if (!current || !hub.complete) return;
    current.query('select 1').catch(() => lost(current));
  }, options.heartbeatMs ?? 15_000);
  heartbeat.unref();

  async function connect(): Promise<void> {
    const next = new pg.Client({
      connectionString: options.connectionString,
      application_name: 'sorte-listener',
      connectionTimeoutMillis: answerTimeoutMs,
      query_timeout: answerTimeoutMs,
      keepAlive: true,
    });
    next.on('notification', (message) => hub.deliver(message.channel, message.payload ?? ''));
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    client = next;
    await next.connect();
    for (const channel of channels) await next.query(listenStatement(channel));
    if (closed) return;
    delayMs = delayMsMin;
    hub.setComplete(true);
  }

  function lost(which: pg.Client): void {
    if (which !== client) return;
    client = undefined;
    hub.setComplete(false);
    which.removeAllListeners('end');
    which.on('error', () => {});
    void which.end().catch(() => {});
    if (!closed) scheduleReconnect();
  }

  function scheduleReconnect(): void {
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      if (closed) return;
      const attempt = connect();
      attempt.catch(() => {
        if (client) lost(client);
      });
    }, delayMs);
    retryTimer.unref();
    delayMs = Math.min(delayMs * 2, delayMsMax);
  }

  const close = async () => {
    closed = true;
    clearInterval(heartbeat);
    if (retryTimer) clearTimeout(retryTimer);
    const current = client;
    client = undefined;
    hub.setComplete(false);
    if (current) {
      current.removeAllListeners('end');
      current.on('error', () => {});
      await current.end().catch(() => {});
    }
  };
  try {
    await connect();
  } catch (error) {
    // Starting without a listener is a failed start, not a retry loop nobody can stop.
    await close();
    throw error;
  }
  return { close };
}
