import type { PlayLimitKey } from '@sorte/contracts';
import { parseMoney } from '@sorte/money';
import type { CurrencyCode } from '@sorte/money';

/** A day has 1440 minutes: the server refuses a longer daily play-time limit. */
export const playMinutesPerDayMax = 1440;

/**
 * What the player typed for one limit: minor units of money for a loss limit, whole minutes (1 to
 * 1440) for the play time; empty means no limit. Pure.
 */
export function parsePlayLimit(
  key: PlayLimitKey,
  text: string,
  currency: CurrencyCode,
): { ok: true; amount: number | null } | { ok: false } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, amount: null };
  if (key === 'time:day') {
    if (!/^\d{1,4}$/.test(trimmed)) return { ok: false };
    const minutes = Number(trimmed);
    return minutes >= 1 && minutes <= playMinutesPerDayMax
      ? { ok: true, amount: minutes }
      : { ok: false };
  }
  const parsed = parseMoney(trimmed, currency);
  return parsed.ok && parsed.amountMinor > 0
    ? { ok: true, amount: parsed.amountMinor }
    : { ok: false };
}
