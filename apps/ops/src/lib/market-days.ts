import type { CallBody, opsDailyReport } from '@sorte/contracts';
import { marketDay } from '@sorte/markets';

/** The markets the operator is licensed in; the api knows more (the seed's table). */
export type ConsoleMarket = Extract<CallBody<typeof opsDailyReport>['market'], 'BR' | 'PH' | 'MX'>;

/**
 * The console's markets, in the order it lists them, with the time zone whose calendar their
 * reports follow. The api's market table (`@sorte/markets`, which the bundle does not carry)
 * answers it with every report; the console needs it before the first answer, to pick "today".
 * A test holds the two the same.
 */
export const consoleMarkets: readonly { market: ConsoleMarket; timeZone: string }[] = [
  { market: 'BR', timeZone: 'America/Sao_Paulo' },
  { market: 'PH', timeZone: 'Asia/Manila' },
  { market: 'MX', timeZone: 'America/Mexico_City' },
];

/** A market's time zone, for a market of the console's list. */
export function timeZoneOf(market: ConsoleMarket): string {
  const found = consoleMarkets.find((each) => each.market === market);
  if (!found) throw new Error(`${market} is no market of the console`);
  return found.timeZone;
}

export function isConsoleMarket(value: string | null): value is ConsoleMarket {
  return consoleMarkets.some((each) => each.market === value);
}

/** Today's date (YYYY-MM-DD) on a time zone's calendar, as the api counts a market's day. */
export function calendarDayIn(timeZone: string, at: Date = new Date()): string {
  return marketDay({ timeZone }, at);
}

const dayMs = 86_400_000;

/** Midnight UTC of a real YYYY-MM-DD, or null (empty, 2026-02-31). */
function dayMsOf(day: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const ms = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== day ? null : ms;
}

/** The calendar day `count` days after (or, negative, before) a day. */
export function shiftDay(day: string, count: number): string {
  const ms = dayMsOf(day);
  if (ms === null) throw new Error(`${day} is no calendar day`);
  return new Date(ms + count * dayMs).toISOString().slice(0, 10);
}

/** How many days a range covers, both ends included; null unless both are real days in order. */
export function daysInRange(from: string, to: string): number | null {
  const start = dayMsOf(from);
  const end = dayMsOf(to);
  if (start === null || end === null || end < start) return null;
  return (end - start) / dayMs + 1;
}
