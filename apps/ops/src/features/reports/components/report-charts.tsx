import { useMemo } from 'react';
import { formatAmount } from '../../../lib/format';
import type { Translate } from '../../../lib/words';
import { BarChart } from '../../../components/ui/bar-chart';
import type { DailyReport } from '../api/read-daily-report';
import type { Figure } from '../report-figures';

// The money a manager follows day by day; every other figure is in the table.
const moneyFigures = [
  ['depositsMinor', 'reports.deposits'],
  ['withdrawalsMinor', 'reports.withdrawals'],
  ['ggrMinor', 'reports.ggr'],
  ['bonusesMinor', 'reports.bonuses'],
] as const;

const playerFigures = [
  ['activePlayers', 'reports.active'],
  ['newPlayers', 'reports.newPlayers'],
  ['firstDepositors', 'reports.firstDepositors'],
] as const;

function seriesOf(
  report: DailyReport,
  figures: readonly (readonly [Figure, Parameters<Translate>[0]])[],
  t: Translate,
) {
  return figures.map(([figure, word]) => ({
    label: t(word),
    values: report.days.map((day) => day[figure]),
  }));
}

/** The report's money and its players, a bar per figure and day, each chart named for its table. */
export function ReportCharts({
  report,
  marketName,
  t,
}: {
  report: DailyReport;
  marketName: string;
  t: Translate;
}) {
  const categories = useMemo(() => report.days.map((day) => day.day.slice(5)), [report]);
  // Kept between renders: a chart is drawn again only when its figures or words change.
  const money = useMemo(() => seriesOf(report, moneyFigures, t), [report, t]);
  const players = useMemo(() => seriesOf(report, playerFigures, t), [report, t]);
  const formatMoney = useMemo(
    () => (value: number) => formatAmount(value, report.currency),
    [report.currency],
  );
  const formatCount = useMemo(() => (value: number) => String(value), []);
  return (
    <div className="chart-pair">
      <section className="panel" aria-labelledby="report-money-title">
        <h2 id="report-money-title">{t('reports.moneyTitle', { currency: report.currency })}</h2>
        <BarChart
          label={t('reports.moneyChart', { market: marketName, currency: report.currency })}
          failedText={t('reports.chartFailed')}
          testId="report-money-chart"
          categories={categories}
          series={money}
          formatValue={formatMoney}
        />
      </section>
      <section className="panel" aria-labelledby="report-players-title">
        <h2 id="report-players-title">{t('reports.playersTitle')}</h2>
        <BarChart
          label={t('reports.playersChart', { market: marketName })}
          failedText={t('reports.chartFailed')}
          testId="report-players-chart"
          categories={categories}
          series={players}
          formatValue={formatCount}
        />
      </section>
    </div>
  );
}
