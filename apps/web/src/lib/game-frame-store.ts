import { useSyncExternalStore } from 'react';

/** The game shown in the full-screen frame: where it loads from and who may speak for it. */
export interface OpenGame {
  gameId: number;
  url: string;
  /** Only messages from this origin may close the frame. */
  origin: string;
}

/** The seed's marker: while a game is open the route carries `game=Iframe`. */
export const gameMarkerParam = 'game';
export const gameMarkerValue = 'Iframe';

/** The address's search without the game marker. */
export function withoutGameMarker(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(gameMarkerParam);
  const text = params.toString();
  return text ? `?${text}` : '';
}

// Kept in this page's memory only, never in storage: a game opens from a tap in this tab. A reload
// or a second tab must not reopen the last game (and start a new session of it at the provider).
const listeners = new Set<() => void>();
let current: OpenGame | null = null;

function read(): OpenGame | null {
  return current;
}

function set(next: OpenGame | null): void {
  current = next;
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
