import { formatAmount } from '../../../lib/format';
import type { Translate } from '../../../lib/words';
import { DataTable } from '../../../components/ui/data-table';
import type { Column } from '../../../components/ui/data-table';
import type { DailyReport, DailyRow } from '../api/read-daily-report';
import { figureColumns, totalOf } from '../report-figures';

function columns(report: DailyReport, t: Translate): Column<DailyRow>[] {
  const shown = (value: number | null, kind: 'money' | 'players') => {
    if (value === null) return <span className="muted">—</span>;
    return kind === 'money' ? formatAmount(value, report.currency) : value;
  };
  return [
    {
      key: 'day',
      header: t('reports.day'),
      cell: (row) => (
        <time className="nowrap" dateTime={row.day}>
          {row.day}
        </time>
      ),
    },
    ...figureColumns.map(({ figure, header, kind }) => ({
      key: figure,
      header: t(header),
      align: 'end' as const,
      cell: (row: DailyRow) => shown(row[figure], kind),
      total: shown(totalOf(report.days, figure), kind),
    })),
  ];
}

/** Every day of the report, a row each, and the range's totals under them. */
export function ReportTable({
  report,
  caption,
  t,
}: {
  report: DailyReport;
  caption: string;
  t: Translate;
}) {
  return (
    <DataTable
      caption={caption}
      columns={columns(report, t)}
      rows={report.days}
      rowKey={(row) => row.day}
      testId="report-table"
      rowTestId={(row) => `report-day-${row.day}`}
      totals={{ label: t('reports.total'), testId: 'report-totals' }}
    />
  );
}
