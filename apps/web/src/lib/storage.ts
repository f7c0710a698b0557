/**
 * Browser storage that never throws: private modes and full quotas make localStorage fail, and a
 * casino that crashes on start because of it loses the player. Values are JSON.
 */
export const storageKeys = {
  deviceId: 'sorte.deviceId',
  userInfo: 'sorte.userInfo',
  gameConfig: 'sorte.gameConfig',
  /** The game open in the frame, so a reload returns the player to it. */
  openGame: 'sorte.openGame',
  /** Set when a game closes, so the next balance refresh can show tip 302 (seed §4). */
  closeGameMarker: 'sorte.closeGameMarker',
  /** New-user flag: the first game exit sends the player home to the first-deposit offer. */
  firstGameExitDone: 'sorte.firstGameExitDone',
  /** The deposit order last started (seed: "order object"), to find it again after paying. */
  order: 'sorte.order',
} as const;

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

/** Logout: forget everything except the device id, so the same device maps to the same guest. */
export function clearStoredExceptDevice(): void {
  const deviceId = readStored(storageKeys.deviceId);
  try {
    local()?.clear();
  } catch {
    return;
  }
  if (deviceId !== null) writeStored(storageKeys.deviceId, deviceId);
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
