import { useSyncExternalStore } from 'react';

/**
 * The 18+ setup popup as a global overlay: whatever needs an adult (a game, a deposit) asks for it
 * and waits; the answer is true once the setup is recorded, false if the player closes it.
 * Requests made while it is open share its answer.
 */
let waiting: ((confirmed: boolean) => void)[] = [];
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function requestAgeConfirmation(): Promise<boolean> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    if (waiting.length === 1) notify();
  });
}

export function settleAgeConfirmation(confirmed: boolean): void {
  const answered = waiting;
  waiting = [];
  notify();
  for (const resolve of answered) resolve(confirmed);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAgeGateOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => waiting.length > 0,
    () => false,
  );
}
