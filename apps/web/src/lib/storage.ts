/**
 * Browser storage that never throws: private modes and full quotas make localStorage fail, and a
 * casino that crashes on start because of it loses the player. Values are JSON.
 */
export const storageKeys = {
  deviceId: 'sorte.deviceId',
  userInfo: 'sorte.userInfo',
  gameConfig: 'sorte.gameConfig',
  /** Set when a game closes, so the next balance refresh can show tip 302 (seed §4). */
  closeGameMarker: 'sorte.closeGameMarker',
  /** New-user flag: the first game exit sends the player home to the first-deposit offer. */
  firstGameExitDone: 'sorte.firstGameExitDone',
  /** The deposit order last started (seed: "order object"), to find it again after paying. */
  order: 'sorte.order',
  /**
   * The player's answer to the tracking banner, for the providers it named (decision 0013). A
   * logout forgets it: whoever signs in next on the device answers for themselves.
   */
  trackingConsent: 'sorte.trackingConsent',
  /** This browser installed the app (its `appinstalled` event, or an accepted install prompt). */
  appInstalled: 'sorte.appInstalled',
  /** The welcome wheel has shown on this device: it is for a first visit only. */
  welcomeWheelSeen: 'sorte.welcomeWheelSeen',
  /** The day (YYYY-MM-DD) the lucky bag last greeted a start-up, while it is still closed. */
  luckyBagPromptedOn: 'sorte.luckyBagPromptedOn',
  /** The day the novice tasks last greeted a start-up, until their reward is received. */
  noviceTasksPromptedOn: 'sorte.noviceTasksPromptedOn',
} as const;

/** What belongs to the device rather than to the player, and so survives a logout. */
const deviceKeys: readonly string[] = [
  storageKeys.deviceId,
  storageKeys.appInstalled,
  storageKeys.welcomeWheelSeen,
];

function local(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function readStored(key: string): unknown {
  try {
    const text = local()?.getItem(key);
    return text == null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    local()?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the app keeps working for this page, it just forgets on reload.
  }
}

export function removeStored(key: string): void {
  try {
    local()?.removeItem(key);
  } catch {
    // Nothing to remove if storage is unavailable.
  }
}

/**
 * Subscribes a listener to a value kept in browser storage: `listeners` are told of this tab's
 * writes, and the `storage` event of another tab's (a null key: that tab cleared everything).
 */
export function subscribeStored(
  key: string,
  listeners: Set<() => void>,
  listener: () => void,
): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === key) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

/**
 * Logout: forget everything but the device's own facts: the device id, so the same device maps
 * to the same guest, and whether the app is installed on it.
 */
export function clearStoredExceptDevice(): void {
  const kept = deviceKeys.map((key) => [key, readStored(key)] as const);
  try {
    local()?.clear();
  } catch {
    return;
  }
  for (const [key, value] of kept) if (value !== null) writeStored(key, value);
}

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** sessionStorage, or a stand-in that remembers nothing where the browser refuses access to it. */
export function sessionStore(): KeyValueStore {
  try {
    const session = globalThis.sessionStorage;
    if (session) return session;
  } catch {
    // Sandboxed frames and some privacy modes throw on access.
  }
  return { getItem: () => null, setItem: () => undefined };
}
