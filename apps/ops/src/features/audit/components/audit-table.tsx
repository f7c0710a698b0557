import type { Language } from '@sorte/words/languages';
import { formatMoment } from '../../../lib/format';
import type { Translate } from '../../../lib/words';
import { DataTable } from '../../../components/ui/data-table';
import type { Column } from '../../../components/ui/data-table';
import type { AuditEntry } from '../api/list-audit';

/** A before or after value as compact JSON; nothing when there was none. */
function shown(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return JSON.stringify(value);
}

function Change({ entry }: { entry: AuditEntry }) {
  const before = shown(entry.before);
  const after = shown(entry.after);
  return (
    <div className="change">
      {before && <code className="change-before">{before}</code>}
      {before && after && <span aria-hidden="true"> → </span>}
      {after && <code className="change-after">{after}</code>}
    </div>
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
      cell: (entry) => <code className="tag">{entry.action}</code>,
    },
    {
      key: 'subject',
      header: t('audit.subject'),
      cell: (entry) => <span className="mono">{entry.subject}</span>,
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
