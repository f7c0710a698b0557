import { useSyncExternalStore } from 'react';
import { readStored, removeStored, storageKeys, writeStored } from './storage';

/**
 * The browser's offer to install the app (`beforeinstallprompt`, Chromium browsers), captured as
 * soon as the page starts: it fires once, early, and the install card that uses it loads later.
 * Holding it also keeps the browser's own install banner away; the app offers its card instead.
 */
interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export type InstallAnswer = 'accepted' | 'dismissed' | 'unavailable';

export interface InstallState {
  /** The app is open from the home screen, in its own window: there is nothing to install. */
  standalone: boolean;
  /** The browser has offered to install it and the offer is still unused. */
  promptReady: boolean;
  /** Installed from this browser (remembered on the device). */
  installed: boolean;
}

let offer: InstallPromptEvent | null = null;
let state: InstallState = { standalone: false, promptReady: false, installed: false };
const listeners = new Set<() => void>();

function update(next: Partial<InstallState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function runsStandalone(): boolean {
  const displayMode = globalThis.matchMedia?.('(display-mode: standalone)').matches ?? false;
  // iOS Safari says so through its own flag.
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return displayMode || iosStandalone;
}

export function captureInstallPrompt(): void {
  update({
    standalone: runsStandalone(),
    installed: readStored(storageKeys.appInstalled) === true,
  });
  globalThis.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offer = event as InstallPromptEvent;
    // The browser offers only what is not installed: an app removed since is no longer there.
    removeStored(storageKeys.appInstalled);
    update({ promptReady: true, installed: false });
  });
  globalThis.addEventListener('appinstalled', () => {
    offer = null;
    writeStored(storageKeys.appInstalled, true);
    update({ promptReady: false, installed: true });
  });
}

/** Shows the browser's install prompt, if it offered one; an offer can be used once. */
export async function promptInstall(): Promise<InstallAnswer> {
  const pending = offer;
  if (!pending) return 'unavailable';
  offer = null;
  update({ promptReady: false });
  await pending.prompt();
  const { outcome } = await pending.userChoice;
  if (outcome === 'accepted') {
    writeStored(storageKeys.appInstalled, true);
    update({ installed: true });
  }
  return outcome;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useInstallState(): InstallState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}
