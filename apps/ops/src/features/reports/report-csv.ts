import { decimalAmount, isCurrencyCode } from '@sorte/money';
import type { Translate } from '../../lib/words';
import type { DailyReport } from './api/read-daily-report';
import { figureColumns, totalOf } from './report-figures';

/** One field as RFC 4180 wants it: quoted, inner quotes doubled, when it holds `,`, `"` or a line end. */
function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

function csvLine(fields: readonly string[]): string {
  return fields.map(csvField).join(',');
}

/**
 * Exactly the report's table as CSV: a header row in the staff member's words, one line per day
 * (ISO date), then the totals line. Amounts are plain decimals of the market's currency
 * (`1234.56`), with the currency in a column of its own, so a spreadsheet sums them as numbers.
 * Lines end in CRLF.
 */
export function dailyReportCsv(report: DailyReport, t: Translate): string {
  const { currency } = report;
  if (!isCurrencyCode(currency)) throw new Error(`the report's currency ${currency} is unknown`);
  const figures = (value: (column: (typeof figureColumns)[number]) => number | null) =>
    figureColumns.map((column) => {
      const number = value(column);
      if (number === null) return '';
      return column.kind === 'money' ? decimalAmount(number, currency) : String(number);
    });
  const lines = [
    csvLine([t('reports.day'), t('reports.currency'), ...figureColumns.map((c) => t(c.header))]),
    ...report.days.map((day) =>
      csvLine([day.day, currency, ...figures((column) => day[column.figure])]),
    ),
    csvLine([
      t('reports.total'),
      currency,
      ...figures((column) => totalOf(report.days, column.figure)),
    ]),
  ];
  return lines.map((line) => `${line}\r\n`).join('');
}

/** The file's name: what, which market, which days. */
export function dailyReportFileName(report: DailyReport): string {
  const first = report.days[0]?.day ?? '';
  const last = report.days[report.days.length - 1]?.day ?? '';
  return `sorte-daily-report-${report.market}-${first}-${last}.csv`;
}
