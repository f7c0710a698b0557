import { Link } from 'react-router';
import type { OpsWordKey } from '@sorte/words/ops';
import { formatAmount } from '../../../lib/format';
import type { Translate } from '../../../lib/words';
import { DataTable } from '../../../components/ui/data-table';
import type { Column } from '../../../components/ui/data-table';
import type { RecentDays } from '../api/read-recent-days';

type Row = RecentDays['days'][number];
type Figure = Exclude<keyof Row, 'day'>;

// What a manager asks first each morning; the daily report has every figure.
const keyFigures: readonly { figure: Figure; word: OpsWordKey; money: boolean }[] = [
  { figure: 'depositsMinor', word: 'reports.deposits', money: true },
  { figure: 'withdrawalsMinor', word: 'reports.withdrawals', money: true },
  { figure: 'ggrMinor', word: 'reports.ggr', money: true },
  { figure: 'bonusesMinor', word: 'reports.bonuses', money: true },
  { figure: 'activePlayers', word: 'reports.active', money: false },
  { figure: 'newPlayers', word: 'reports.newPlayers', money: false },
  { figure: 'firstDepositors', word: 'reports.firstDepositors', money: false },
];

type Line = (typeof keyFigures)[number];

function columns(report: RecentDays, t: Translate): Column<Line>[] {
  const [yesterday, today] = report.days;
  const shown = (day: Row | undefined, line: Line) => {
    const value = day?.[line.figure] ?? 0;
    return line.money ? formatAmount(value, report.currency) : value;
  };
  return [
    { key: 'figure', header: t('dashboard.figure'), cell: (line) => t(line.word) },
    {
      key: 'yesterday',
      header: t('dashboard.yesterday'),
      align: 'end',
      cell: (line) => shown(yesterday, line),
    },
    {
      key: 'today',
      header: t('dashboard.today'),
      align: 'end',
      cell: (line) => <strong>{shown(today, line)}</strong>,
    },
  ];
}

/** One market's yesterday and today so far, on its own calendar and in its own currency. */
export function RecentFigures({
  report,
  marketName,
  t,
}: {
  report: RecentDays;
  marketName: string;
  t: Translate;
}) {
  const headingId = `recent-${report.market}`;
  return (
    <section className="panel market-card" aria-labelledby={headingId} data-testid={headingId}>
      <header className="market-card-header">
        <h3 id={headingId}>{marketName}</h3>
        <span className="muted small">
          {t('dashboard.marketDay', { day: report.days[1]?.day ?? '', currency: report.currency })}
        </span>
      </header>
      <DataTable
        caption={t('dashboard.recentCaption', { market: marketName })}
        columns={columns(report, t)}
        rows={keyFigures}
        rowKey={(line) => line.figure}
        rowTestId={(line) => `recent-${report.market}-${line.figure}`}
      />
      <Link className="link" to={`/reports?market=${report.market}`}>
        {t('dashboard.openReport', { market: marketName })}
      </Link>
    </section>
  );
}
