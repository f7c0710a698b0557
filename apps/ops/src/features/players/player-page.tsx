import { Link, useLocation, useParams } from 'react-router';
import { errorWords } from '../../lib/error-words';
import { useWords } from '../../lib/words';
import { PageHeader } from '../../components/page-header';
import { ErrorState, LoadingState } from '../../components/ui/states';
import { usePlayer } from './api/read-player';
import type { BackTo } from './components/search-results';
import { HistoryTabs } from './components/history-tabs';
import { IdentityFacts } from './components/identity-facts';
import { NotesPanel } from './components/notes-panel';
import { PlayerActions } from './components/player-actions';
import { ProtectionPanel } from './components/protection-panel';
import { RewardsPanel } from './components/rewards-panel';
import { SummaryPanel } from './components/summary-panel';

/**
 * Everything staff need to understand one player: who they are, their money, the protection
 * they chose (shown, never editable), rewards, devices, notes, then their history.
 */
export function PlayerPage() {
  const { t } = useWords();
  const playerId = useParams().playerId ?? '';
  const player = usePlayer(playerId);
  // Opened from a search, back returns to its results; opened otherwise, to an empty search.
  const back = (useLocation().state as BackTo | null)?.search ?? '';
  if (player.isPending) return <LoadingState />;
  if (player.isError)
    return <ErrorState text={errorWords(player.error, t)} onRetry={() => void player.refetch()} />;
  const data = player.data;
  return (
    <>
      <Link className="back-link" to={{ pathname: '..', search: back }} relative="path">
        ← {t('player.back')}
      </Link>
      <PageHeader title={data.username || data.nick || data.playerId}>
        <PlayerActions player={data} />
      </PageHeader>
      <SummaryPanel player={data} />
      <div className="player-grid">
        <div className="player-column">
          <IdentityFacts player={data} />
          <ProtectionPanel player={data} />
        </div>
        <div className="player-column">
          <NotesPanel player={data} />
          <RewardsPanel player={data} />
        </div>
      </div>
      <HistoryTabs playerId={data.playerId} />
    </>
  );
}
