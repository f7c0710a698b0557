import { useSyncExternalStore } from 'react';
import { appConfig } from './config';

/**
 * The two global overlays every call can trigger: the spinner (shown while at least one call that
 * wants it is in flight) and a single toast. A tiny store instead of a state library.
 */
export interface Toast {
  id: number;
  message: string;
}

interface UiState {
  callsInFlight: number;
  toast: Toast | null;
}

let state: UiState = { callsInFlight: 0, toast: null };
const listeners = new Set<() => void>();
let toastTimer: ReturnType<typeof setTimeout> | undefined;
let nextToastId = 1;

function update(next: Partial<UiState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getUiState(): UiState {
  return state;
}

/** Shows the spinner until the returned function is called (once; extra calls do nothing). */
export function startSpinner(): () => void {
  update({ callsInFlight: state.callsInFlight + 1 });
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    update({ callsInFlight: Math.max(0, state.callsInFlight - 1) });
  };
}

export function showToast(message: string, durationMs: number = appConfig.toastDurationMs): void {
  clearTimeout(toastTimer);
  const toast = { id: nextToastId++, message };
  update({ toast });
  toastTimer = setTimeout(() => {
    if (state.toast?.id === toast.id) update({ toast: null });
  }, durationMs);
}

export function dismissToast(): void {
  clearTimeout(toastTimer);
  update({ toast: null });
}

export function useSpinnerVisible(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => state.callsInFlight > 0,
    () => false,
  );
}

export function useToast(): Toast | null {
  return useSyncExternalStore(
    subscribe,
    () => state.toast,
    () => null,
  );
}
