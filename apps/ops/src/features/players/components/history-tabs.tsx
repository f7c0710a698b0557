import { useLocation, useSearchParams } from 'react-router';
import { useWords } from '../../../lib/words';
import { Tabs } from '../../../components/ui/tabs';
import { DepositsList } from './deposits-list';
import { RoundsList } from './rounds-list';
import { StatementList } from './statement-list';
import { WithdrawalsList } from './withdrawals-list';

const historyTabs = ['statement', 'rounds', 'deposits', 'withdrawals'] as const;
type HistoryTab = (typeof historyTabs)[number];

function tabOf(value: string | null): HistoryTab {
  return historyTabs.find((tab) => tab === value) ?? 'statement';
}

/** The player's history, one list at a time; the open tab is kept in the address. */
export function HistoryTabs({ playerId }: { playerId: string }) {
  const { t } = useWords();
  const [search, setSearch] = useSearchParams();
  // The page's own state (the search it was opened from) stays with the address.
  const { state } = useLocation() as { state: unknown };
  const tab = tabOf(search.get('tab'));
  return (
    <section className="panel" aria-labelledby="player-history">
      <h2 id="player-history">{t('player.history')}</h2>
      <Tabs
        label={t('player.history')}
        tabs={historyTabs.map((key) => ({ key, label: t(`history.${key}`) }))}
        selected={tab}
        onSelect={(next) => setSearch({ tab: next }, { replace: true, state })}
        testId="player-history"
      >
        {tab === 'statement' && <StatementList playerId={playerId} />}
        {tab === 'rounds' && <RoundsList playerId={playerId} />}
        {tab === 'deposits' && <DepositsList playerId={playerId} />}
        {tab === 'withdrawals' && <WithdrawalsList playerId={playerId} />}
      </Tabs>
    </section>
  );
}
