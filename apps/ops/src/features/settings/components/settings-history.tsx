import type { MarketCode, MarketSettings } from '@sorte/markets';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { errorWords } from '../../../lib/error-words';
import { formatMoment } from '../../../lib/format';
import { useWords } from '../../../lib/words';
import { useSettingsVersions } from '../api/market-settings';

interface SettingsHistoryProps {
  market: MarketCode;
  /** Given to a role that may save: puts an older version back in the form. */
  onLoad?: (version: number, settings: MarketSettings) => void;
}

/** Every saved version of the market, newest first, with who saved it and why. */
export function SettingsHistory({ market, onLoad }: SettingsHistoryProps) {
  const { t, language } = useWords();
  const versions = useSettingsVersions(market);
  return (
    <section className="panel stack" aria-labelledby="settings-history">
      <h2 id="settings-history">{t('settings.history')}</h2>
      {versions.isPending && <LoadingState />}
      {versions.isError && (
        <ErrorState text={errorWords(versions.error, t)} onRetry={() => void versions.refetch()} />
      )}
      {versions.isSuccess && versions.data.list.length === 0 && (
        <EmptyState text={t('settings.historyEmpty')} testId="settings-history-empty" />
      )}
      {versions.isSuccess && versions.data.list.length > 0 && (
        <DataTable
          caption={t('settings.history')}
          columns={[
            { key: 'version', header: t('settings.col.version'), cell: (row) => row.version },
            { key: 'by', header: t('settings.col.savedBy'), cell: (row) => row.savedBy },
            {
              key: 'at',
              header: t('settings.col.savedAt'),
              cell: (row) =>
                row.savedAt && (
                  <time dateTime={row.savedAt}>{formatMoment(row.savedAt, language)}</time>
                ),
            },
            { key: 'note', header: t('settings.col.note'), cell: (row) => row.note },
            ...(onLoad
              ? [
                  {
                    key: 'load',
                    header: t('settings.col.load'),
                    cell: (row: (typeof versions.data.list)[number]) => (
                      <Button
                        variant="quiet"
                        onClick={() => onLoad(row.version, row.settings)}
                        data-testid={`settings-load-${row.version}`}
                      >
                        {t('settings.load', { version: row.version })}
                      </Button>
                    ),
                  },
                ]
              : []),
          ]}
          rows={versions.data.list}
          rowKey={(row) => String(row.version)}
          testId="settings-history-table"
        />
      )}
    </section>
  );
}
