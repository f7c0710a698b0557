import { useSyncExternalStore } from 'react';

/**
 * The sign-in sheet as a global overlay: opened from the profile, or by the app when an account
 * bound to a password can no longer be opened by its device alone (`credentials_required`).
 */
let open = false;
/** Opened because the player has just signed out: the sheet says so and offers the guest too. */
let afterSignOut = false;
const listeners = new Set<() => void>();

function set(next: boolean, signedOut = false): void {
  open = next;
  afterSignOut = next && signedOut;
  for (const listener of listeners) listener();
}

export function openSignIn(): void {
  set(true, afterSignOut);
}

/** The invitation after a logout: sign in again, or carry on as the device's guest. */
export function inviteSignInAfterSignOut(): void {
  set(true, true);
}

export function closeSignIn(): void {
  set(false);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSignInOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}

export function useSignInAfterSignOut(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open && afterSignOut,
    () => false,
  );
}
