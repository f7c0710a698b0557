import type { Language } from '@sorte/words/languages';
import { formatMoment } from '../../../lib/format';
import type { Translate } from '../../../lib/words';
import { DataTable } from '../../../components/ui/data-table';
import type { Column } from '../../../components/ui/data-table';
import type { AuditEntry } from '../api/list-audit';

/** One value as staff read it: text as it is, anything else as compact JSON. */
function shown(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The fields of a before or after, which the api records as flat objects (or nothing). */
function fieldsOf(value: unknown): Record<string, unknown> {
  if (value === null || value === undefined) return {};
  if (typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  return { value };
}

/** Field by field: what it was (struck through, red) and what it became (green). */
function Change({ entry }: { entry: AuditEntry }) {
  const before = fieldsOf(entry.before);
  const after = fieldsOf(entry.after);
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return (
    <dl className="change">
      {keys.map((key) => (
        <div key={key}>
          <dt>{key}</dt>
          <dd>
            {key in before && <del className="change-before">{shown(before[key])}</del>}
            {key in before && key in after && <span aria-hidden="true"> → </span>}
            {key in after && <ins className="change-after">{shown(after[key])}</ins>}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function columns(t: Translate, language: Language): Column<AuditEntry>[] {
  return [
    {
      key: 'when',
      header: t('audit.when'),
      cell: (entry) => <time dateTime={entry.at}>{formatMoment(entry.at, language)}</time>,
    },
    {
      key: 'who',
      header: t('audit.who'),
      cell: (entry) => entry.staffUsername ?? <span className="muted">{t('audit.system')}</span>,
    },
    {
      key: 'action',
      header: t('audit.action'),
      // What it was done to sits under the action: the change keeps its room on a tablet.
      cell: (entry) => (
        <div className="cell-stack">
          <code className="tag">{entry.action}</code>
          <span className="mono small subject">{entry.subject}</span>
        </div>
      ),
    },
    { key: 'change', header: t('audit.change'), cell: (entry) => <Change entry={entry} /> },
  ];
}

export function AuditTable({
  rows,
  t,
  language,
}: {
  rows: readonly AuditEntry[];
  t: Translate;
  language: Language;
}) {
  return (
    <DataTable
      caption={t('audit.title')}
      columns={columns(t, language)}
      rows={rows}
      rowKey={(entry) => String(entry.id)}
      testId="audit-table"
      rowTestId={(entry) => `audit-${entry.id}`}
    />
  );
}
