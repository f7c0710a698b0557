import { useSyncExternalStore } from 'react';

/**
 * The sign-in sheet as a global overlay: opened from the profile, or by the app when an account
 * bound to a password can no longer be opened by its device alone (`credentials_required`).
 */
let open = false;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  open = next;
  for (const listener of listeners) listener();
}

export function openSignIn(): void {
  set(true);
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
