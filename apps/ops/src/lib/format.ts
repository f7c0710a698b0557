import { formatMoney, isCurrencyCode } from '@sorte/money';
import type { Language } from '@sorte/words/languages';

/** An amount in its own currency, by the one formatter; an unknown currency shows its code. */
export function formatAmount(amountMinor: number, currency: string): string {
  if (isCurrencyCode(currency)) return formatMoney(amountMinor, currency);
  return `${amountMinor} ${currency}`;
}

/**
 * A moment on the staff member's own clock, in their language: staff compare times with each
 * other, not with a market's clock, and the raw ISO time stays in the cell's `dateTime`.
 */
export function formatMoment(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(new Date(iso));
}

/** A movement of money: "+" for a credit, "−" for a debit, then the amount, as the statement reads. */
export function formatSignedAmount(amountMinor: number, currency: string): string {
  const sign = amountMinor > 0 ? '+' : amountMinor < 0 ? '−' : '';
  return `${sign}${formatAmount(Math.abs(amountMinor), currency)}`;
}

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;

/**
 * How long ago a moment was, in the staff member's language ("3 hours ago"): minutes under an
 * hour, hours under two days, then days, so a queue's oldest rows stand out at a glance.
 */
export function formatAge(iso: string, language: Language, now: Date = new Date()): string {
  const ageMs = Math.max(0, now.getTime() - new Date(iso).getTime());
  // 'auto' says "now" for a row a moment old rather than "0 minutes ago".
  const relative = new Intl.RelativeTimeFormat(language, { numeric: 'auto', style: 'short' });
  if (ageMs < hourMs) return relative.format(-Math.floor(ageMs / minuteMs), 'minute');
  if (ageMs < 2 * dayMs) return relative.format(-Math.floor(ageMs / hourMs), 'hour');
  return relative.format(-Math.floor(ageMs / dayMs), 'day');
}
