import { depositLimitCoolingOffHours } from '@sorte/contracts';

/**
 * When a change to a player's limit takes effect (deposit, loss or play time alike): a limit at or
 * below the one in force protects at once (and supersedes any raise still waiting); a higher one,
 * or none, waits 24 hours, so a limit cannot be lifted in the heat of play. Pure.
 */
export function limitChangeEffectiveAt(
  current: number | null,
  requested: number | null,
  now: Date,
): Date {
  const tighter = requested !== null && (current === null || requested <= current);
  return tighter ? now : new Date(now.getTime() + depositLimitCoolingOffHours * 3600_000);
}
