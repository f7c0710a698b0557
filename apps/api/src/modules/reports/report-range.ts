import { dailyReportDaysMax } from '@sorte/contracts';
import { PlayerError } from '../../http/player-error';

const dayMs = 86_400_000;

/** Midnight UTC of a YYYY-MM-DD that names a real calendar day, or null (2026-02-31). */
function calendarDayMs(day: string): number | null {
  const ms = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== day ? null : ms;
}

/**
 * A report's range of calendar days, both ends included: real days, the first not after the last,
 * at most `dailyReportDaysMax` of them. Refused before any query otherwise.
 */
export function checkReportRange(from: string, to: string): { from: string; to: string } {
  const start = calendarDayMs(from);
  const end = calendarDayMs(to);
  if (start === null || end === null || end < start) {
    throw new PlayerError('report_range_invalid', 400);
  }
  if ((end - start) / dayMs + 1 > dailyReportDaysMax) {
    throw new PlayerError('report_range_invalid', 400);
  }
  return { from, to };
}
