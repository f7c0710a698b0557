import { useSyncExternalStore } from 'react';
import type { StaffRole } from '@sorte/contracts';

/** The staff session this tab holds: what /ops/login answered. */
export interface StaffSession {
  token: string;
  username: string;
  role: StaffRole;
  expiresAt: string;
  /** False until TOTP is enrolled and confirmed: the session may then only enrol. */
  secondFactorPassed: boolean;
}

// sessionStorage, not localStorage: a staff token dies with its tab and is never shared with
// another tab or left on a shared office machine after the browser closes.
const storageKey = 'sorte.ops.session';
const listeners = new Set<() => void>();
let cached: { text: string | null; session: StaffSession | null } = { text: null, session: null };

function read(): StaffSession | null {
  const text = sessionStorage.getItem(storageKey);
  if (text !== cached.text) {
    cached = { text, session: text ? (JSON.parse(text) as StaffSession) : null };
  }
  const session = cached.session;
  if (session && Date.parse(session.expiresAt) <= Date.now()) return null;
  return session;
}

export function getSession(): StaffSession | null {
  return read();
}

// Set when the api, not the staff member, ended the session (expired, revoked): the sign-in then
// says why the console asks again.
let endedByApi = false;

/** The api refused the token: forget it, and let the sign-in say the session ended. */
export function endSessionByApi(): void {
  endedByApi = true;
  setSession(null);
}

/** Whether the last session ended at the api's word (until the next sign-in). */
export function sessionEndedByApi(): boolean {
  return endedByApi;
}

export function setSession(session: StaffSession | null): void {
  if (session) endedByApi = false;
  if (session) sessionStorage.setItem(storageKey, JSON.stringify(session));
  else sessionStorage.removeItem(storageKey);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The session as React state: a sign-in, a confirmed code or a sign-out re-renders. */
export function useSession(): StaffSession | null {
  return useSyncExternalStore(subscribe, read, read);
}
