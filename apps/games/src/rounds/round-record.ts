import type { rounds } from '../db/schema';

export type RoundRecord = typeof rounds.$inferSelect;

/**
 * How long a new round belongs to the request that started it before the settlement loop may
 * take it over: longer than a spin's wallet calls can last with every retry (about 20 s each).
 */
export const roundGraceMs = 90_000;

/** The settlement loop's pause before trying an unfinished round again: doubling, at most 1 h. */
export function settleRetryDelayMs(attemptsSoFar: number): number {
  return Math.min(30_000 * 2 ** Math.min(attemptsSoFar, 10), 3_600_000);
}
