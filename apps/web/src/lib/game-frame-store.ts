import { useSyncExternalStore } from 'react';
import { readStored, removeStored, storageKeys, writeStored } from './storage';

/** The game shown in the full-screen frame: where it loads from and who may speak for it. */
export interface OpenGame {
  gameId: number;
  url: string;
  /** Only messages from this origin may close the frame. */
  origin: string;
}

function isOpenGame(value: unknown): value is OpenGame {
  if (typeof value !== 'object' || value === null) return false;
  const game = value as Partial<Record<keyof OpenGame, unknown>>;
  return (
    typeof game.gameId === 'number' &&
    typeof game.url === 'string' &&
    typeof game.origin === 'string'
  );
}

const listeners = new Set<() => void>();
let current: OpenGame | null = null;
let loaded = false;

function read(): OpenGame | null {
  if (!loaded) {
    const stored = readStored(storageKeys.openGame);
    current = isOpenGame(stored) ? stored : null;
    loaded = true;
  }
  return current;
}

function set(next: OpenGame | null): void {
  current = next;
  loaded = true;
  if (next) writeStored(storageKeys.openGame, next);
  else removeStored(storageKeys.openGame);
  for (const listener of listeners) listener();
}

export function openGameFrame(game: OpenGame): void {
  set(game);
}

/** Clears the game URL (seed §2): the frame goes away. */
export function clearGameFrame(): void {
  set(null);
}

export function getOpenGame(): OpenGame | null {
  return read();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useOpenGame(): OpenGame | null {
  return useSyncExternalStore(subscribe, read, read);
}
