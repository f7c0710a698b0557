import { useSyncExternalStore } from 'react';

/**
 * The bottom-drawer deposit modal is a global overlay (seed §2): anything can open it, with an
 * amount already chosen and, for the first-deposit offer, straight at the confirmation.
 */
export interface DepositDrawerRequest {
  amountMinor?: number;
  /** Skip choosing: open the order-details confirmation for amountMinor at once. */
  confirm?: boolean;
  view?: 'deposit' | 'history';
}

let current: DepositDrawerRequest | null = null;
const listeners = new Set<() => void>();

function set(next: DepositDrawerRequest | null): void {
  current = next;
  for (const listener of listeners) listener();
}

export function openDepositDrawer(request: DepositDrawerRequest = {}): void {
  set({ ...request });
}

export function closeDepositDrawer(): void {
  set(null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useDepositDrawer(): DepositDrawerRequest | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
