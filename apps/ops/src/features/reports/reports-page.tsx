import { useSearchParams } from 'react-router';
import { errorWords } from '../../lib/error-words';
import {
  calendarDayIn,
  consoleMarkets,
  isConsoleMarket,
  shiftDay,
  timeZoneOf,
} from '../../lib/market-days';
import { useWords } from '../../lib/words';
import type { Translate } from '../../lib/words';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { ErrorState, LoadingState } from '../../components/ui/states';
import { useDailyReport } from './api/read-daily-report';
import type { DailyReport } from './api/read-daily-report';
import { ReportCharts } from './components/report-charts';
import { ReportRangeForm } from './components/report-range-form';
import { ReportTable } from './components/report-table';
import { dailyReportCsv, dailyReportFileName } from './report-csv';
import { rangeProblem, reportDaysMax } from './report-range';
import type { ReportRange } from './report-range';

// The default range: the last 30 days of the market's own calendar, today included.
const defaultDays = 30;

/** The range in the address (so a report can be shared), else the market's last 30 days. */
function rangeOf(search: URLSearchParams): ReportRange {
  const asked = search.get('market');
  const market = isConsoleMarket(asked) ? asked : (consoleMarkets[0]?.market ?? 'BR');
  const from = search.get('from');
  const to = search.get('to');
  if (from !== null && to !== null) return { market, from, to };
  const today = calendarDayIn(timeZoneOf(market));
  return { market, from: shiftDay(today, 1 - defaultDays), to: today };
}

/** Hands the browser the table as a file; the byte-order mark lets spreadsheets read accents. */
function download(report: DailyReport, t: Translate) {
  const file = new Blob([`\uFEFF${dailyReportCsv(report, t)}`], { type: 'text/csv;charset=utf-8' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(file);
  link.download = dailyReportFileName(report);
  link.click();
  // Freed once the browser has started the download, which a revoke in the same task can cancel.
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}

/** One market's figures per day: pick the market and the days, read the charts and the table. */
export function ReportsPage() {
  const { t } = useWords();
  const [search, setSearch] = useSearchParams();
  const range = rangeOf(search);
  const report = useDailyReport(rangeProblem(range.from, range.to) ? null : range);
  const data = report.data;
  const marketName = t(`reports.market.${range.market}`);
  return (
    <>
      <PageHeader title={t('reports.title')}>
        {data && (
          <Button onClick={() => download(data, t)} data-testid="report-download">
            {t('reports.download')}
          </Button>
        )}
      </PageHeader>
      <section className="panel">
        <ReportRangeForm
          key={`${range.market}:${range.from}:${range.to}`}
          range={range}
          onShow={(next) => setSearch({ ...next })}
        />
        <p className="field-hint">{t('reports.rangeHint', { days: reportDaysMax })}</p>
      </section>
      {report.isLoading && <LoadingState />}
      {report.isError && (
        <ErrorState text={errorWords(report.error, t)} onRetry={() => void report.refetch()} />
      )}
      {data && (
        <>
          <p className="panel-summary" data-testid="report-summary">
            {t('reports.summary', {
              market: marketName,
              from: range.from,
              to: range.to,
              currency: data.currency,
              timeZone: data.timeZone,
            })}
          </p>
          <ReportCharts report={data} marketName={marketName} t={t} />
          <section className="panel figures-table" aria-labelledby="report-table-title">
            <h2 id="report-table-title">{t('reports.tableTitle')}</h2>
            <ReportTable report={data} caption={t('reports.table', { market: marketName })} t={t} />
          </section>
        </>
      )}
    </>
  );
}
