import { useSyncExternalStore } from 'react';
import { readStored, storageKeys, subscribeStored, writeStored } from '../storage';

/**
 * The player's answer to the tracking banner (PRODUCT.md §3.9): until it is `accepted`, no
 * provider's script loads, no event is sent and the conversion outbox is not read (decision 0013).
 * The answer covers the providers the banner named: when the configuration names others, the
 * player is asked again.
 */
export type ConsentChoice = 'accepted' | 'declined';
export type ConsentState = ConsentChoice | 'undecided';

export interface TrackingProviderRef {
  kind: string;
  id: string;
}

interface StoredConsent {
  choice: ConsentChoice;
  providers: string;
  decidedAt: string;
}

/** The providers an answer is about, in one comparable string. */
export function providersKey(providers: readonly TrackingProviderRef[]): string {
  return providers
    .map((provider) => `${provider.kind}:${provider.id}`)
    .sort()
    .join(',');
}

function isStoredConsent(value: unknown): value is StoredConsent {
  if (typeof value !== 'object' || value === null) return false;
  const stored = value as Partial<Record<keyof StoredConsent, unknown>>;
  return (
    (stored.choice === 'accepted' || stored.choice === 'declined') &&
    typeof stored.providers === 'string'
  );
}

export function consentFor(providers: string): ConsentState {
  const stored = readStored(storageKeys.trackingConsent);
  return isStoredConsent(stored) && stored.providers === providers ? stored.choice : 'undecided';
}

const listeners = new Set<() => void>();

export function decideConsent(choice: ConsentChoice, providers: string, now = new Date()): void {
  const stored: StoredConsent = { choice, providers, decidedAt: now.toISOString() };
  writeStored(storageKeys.trackingConsent, stored);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  // An answer given in another tab holds here too.
  return subscribeStored(storageKeys.trackingConsent, listeners, listener);
}

export function useTrackingConsent(providers: string): ConsentState {
  const read = () => consentFor(providers);
  return useSyncExternalStore(subscribe, read, read);
}
