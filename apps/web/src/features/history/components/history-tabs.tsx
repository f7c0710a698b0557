import { useState } from 'react';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListIcon } from '../../../components/ui/page-icons';
import { useTranslate } from '../../../lib/i18n';
import type { MessageKey } from '../../../lib/i18n';
import './history-tabs.css';

export type HistoryTabId = 'games' | 'deposits' | 'withdrawals' | 'statement';

const tabs: readonly { id: HistoryTabId; label: MessageKey }[] = [
  { id: 'games', label: 'history.games' },
  { id: 'deposits', label: 'history.deposits' },
  { id: 'withdrawals', label: 'history.withdrawals' },
  { id: 'statement', label: 'history.statement' },
];

/** The record of play and payments; a tab without its list yet says so. */
export function HistoryTabs({ panels }: { panels: Partial<Record<HistoryTabId, ReactNode>> }) {
  const t = useTranslate();
  const [selected, setSelected] = useState<HistoryTabId>('games');
  return (
    <>
      <div className="history-tabs" role="tablist">
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`history-tab-${tab.id}`}
            aria-selected={tab.id === selected}
            aria-controls="history-panel"
            className="history-tabs__tab"
            data-testid={`history-tab-${tab.id}`}
            onClick={() => setSelected(tab.id)}
          >
            {t(tab.label)}
          </button>
        ))}
      </div>
      <div
        id="history-panel"
        role="tabpanel"
        aria-labelledby={`history-tab-${selected}`}
        className="card"
      >
        {panels[selected] ?? (
          <EmptyState
            icon={<ListIcon />}
            title={t('history.empty')}
            hint={t('history.emptyHint')}
          />
        )}
      </div>
    </>
  );
}
