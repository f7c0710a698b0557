/**
 * Sign-ins, told to whoever reports them. The tracking module loads late (after the player
 * consents, long after the silent login at start-up), so the last sign-in of this page waits here
 * for it; before consent nothing reads it, and it never leaves the page (decision 0013).
 */
export interface LoginSignal {
  /** Distinct per sign-in of this page, so each is reported once. */
  sequence: number;
  /** The account was created by this sign-in. */
  newPlayer: boolean;
}

const listeners = new Set<(login: LoginSignal) => void>();
let lastLogin: LoginSignal | null = null;
let nextSequence = 1;

export function signalLogin(input: { newPlayer: boolean }): void {
  const login = { sequence: nextSequence++, newPlayer: input.newPlayer };
  lastLogin = login;
  for (const listener of listeners) listener(login);
}

/** Hears every later sign-in, after the last one of this page (if any) is handed over first. */
export function followLogins(listener: (login: LoginSignal) => void): () => void {
  listeners.add(listener);
  if (lastLogin) listener(lastLogin);
  return () => listeners.delete(listener);
}
