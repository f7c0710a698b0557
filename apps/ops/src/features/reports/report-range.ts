import type { dailyReportDaysMax } from '@sorte/contracts';
import { daysInRange } from '../../lib/market-days';
import type { ConsoleMarket } from '../../lib/market-days';
import type { OpsWordKey } from '@sorte/words/ops';

/** A report's market and days, as staff pick them. */
export interface ReportRange {
  market: ConsoleMarket;
  from: string;
  to: string;
}

/**
 * The api's `dailyReportDaysMax`; the console takes only types from the contracts (no zod in the
 * bundle), and the type makes this fail to compile if the api's limit changes.
 */
export const reportDaysMax: typeof dailyReportDaysMax = 92;

/** What is wrong with a range before it is asked for, in a word key; null when it may be asked. */
export function rangeProblem(from: string, to: string): OpsWordKey | null {
  const days = daysInRange(from, to);
  if (days === null) return 'reports.rangeInvalid';
  if (days > reportDaysMax) return 'reports.rangeLong';
  return null;
}
