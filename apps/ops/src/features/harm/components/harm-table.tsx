import type { Language } from '@sorte/words/languages';
import { formatMoment } from '../../../lib/format';
import { useMay } from '../../../lib/roles';
import { useWords } from '../../../lib/words';
import type { Translate } from '../../../lib/words';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import type { Column } from '../../../components/ui/data-table';
import { StatusBadge } from '../../../components/ui/status-badge';
import type { HarmEntry } from '../api/list-harm-queue';
import { MarkerEvidence } from './marker-evidence';

type OnInteract = (entry: HarmEntry) => void;

function InteractButton({ entry, onInteract }: { entry: HarmEntry; onInteract: OnInteract }) {
  const { t } = useWords();
  if (!useMay('/ops/harm/interact')) return null;
  return (
    <Button
      variant="primary"
      onClick={() => onInteract(entry)}
      data-testid={`interact-${entry.playerId}`}
    >
      {t('harm.interact')}
    </Button>
  );
}

function columns(t: Translate, language: Language, onInteract: OnInteract): Column<HarmEntry>[] {
  return [
    {
      key: 'player',
      header: t('harm.player'),
      cell: (entry) => (
        <div className="cell-stack">
          <strong>{entry.username}</strong>
          <span className="muted small">
            <span className="mono">{entry.playerId}</span> · {entry.market}
          </span>
          <span className="muted small">{t('harm.scoredOn', { day: entry.day })}</span>
        </div>
      ),
    },
    {
      key: 'score',
      header: t('harm.score'),
      align: 'end',
      cell: (entry) => (
        <StatusBadge
          tone={entry.score >= 3 ? 'bad' : 'attention'}
          label={String(entry.score)}
          testId="harm-score"
        />
      ),
    },
    {
      key: 'markers',
      header: t('harm.markers'),
      cell: (entry) => <MarkerEvidence markers={entry.markers} market={entry.market} t={t} />,
    },
    {
      key: 'last',
      header: t('harm.last'),
      cell: (entry) =>
        entry.lastInteraction ? (
          <div className="cell-stack" data-testid="harm-last">
            <span>{t(`harm.kind.${entry.lastInteraction.kind}`)}</span>
            <time className="muted small" dateTime={entry.lastInteraction.at}>
              {formatMoment(entry.lastInteraction.at, language)}
            </time>
          </div>
        ) : (
          <span className="muted" data-testid="harm-last">
            {t('harm.lastNone')}
          </span>
        ),
    },
    {
      key: 'actions',
      header: t('harm.actions'),
      cell: (entry) => <InteractButton entry={entry} onInteract={onInteract} />,
    },
  ];
}

export function HarmTable({
  rows,
  t,
  language,
  onInteract,
}: {
  rows: readonly HarmEntry[];
  t: Translate;
  language: Language;
  onInteract: OnInteract;
}) {
  return (
    <DataTable
      caption={t('harm.title')}
      columns={columns(t, language, onInteract)}
      rows={rows}
      rowKey={(entry) => String(entry.playerId)}
      testId="harm-table"
      rowTestId={(entry) => `harm-${entry.playerId}`}
    />
  );
}
