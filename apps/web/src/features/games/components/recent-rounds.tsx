import { formatMoney } from '@sorte/money';
import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListIcon } from '../../../components/ui/page-icons';
import { useTranslate } from '../../../lib/i18n';
import type { MessageKey } from '../../../lib/i18n';
import { formatMarketTime, useMarket } from '../../../lib/market';
import { useRecentRounds } from '../api/recent-rounds';
import type { RecordedRound } from '../api/recent-rounds';
import { gameTitle, games } from '../games';

const statusKeys: Record<RecordedRound['status'], MessageKey> = {
  open: 'rounds.status.open',
  settled: 'rounds.status.settled',
  rolled_back: 'rounds.status.rolled_back',
};

/**
 * The record of play: the last ten rounds of every game, or of the one chosen, as the casino
 * recorded them from the wallet calls, with the balance before and after each.
 */
export function RecentRounds({ token }: { token: string | null }) {
  const t = useTranslate();
  const [gameId, setGameId] = useState<number | undefined>(undefined);
  const filters = (
    <div className="recent-rounds__filters" role="group" aria-label={t('history.games')}>
      {[undefined, ...games.map((game) => game.id)].map((id) => (
        <button
          key={id ?? 'all'}
          type="button"
          className="tag recent-rounds__filter"
          aria-pressed={gameId === id}
          data-testid={`rounds-filter-${id ?? 'all'}`}
          onClick={() => setGameId(id)}
        >
          {id === undefined ? t('rounds.allGames') : gameTitle(id)}
        </button>
      ))}
    </div>
  );
  return (
    <>
      {filters}
      <RoundList token={token} gameId={gameId} />
    </>
  );
}

function RoundList({ token, gameId }: { token: string | null; gameId: number | undefined }) {
  const t = useTranslate();
  const market = useMarket();
  const { currency } = market;
  const rounds = useRecentRounds(token, gameId);
  const list = rounds.data ?? [];
  if (list.length === 0) {
    return (
      <EmptyState icon={<ListIcon />} title={t('history.empty')} hint={t('history.emptyHint')} />
    );
  }
  const money = (amountMinor: number) => formatMoney(amountMinor, currency);
  return (
    <ul className="recent-rounds" data-testid="recent-rounds">
      {list.map((round) => (
        <li key={round.roundId} className="recent-rounds__item">
          <div className="recent-rounds__main">
            <span className="recent-rounds__game">{gameTitle(round.gameId) ?? round.gameId}</span>
            <span
              className={
                round.netMinor > 0
                  ? 'recent-rounds__net recent-rounds__net--up'
                  : 'recent-rounds__net'
              }
            >
              {round.netMinor > 0 ? '+' : round.netMinor < 0 ? '−' : ''}
              {money(Math.abs(round.netMinor))}
            </span>
          </div>
          <div className="recent-rounds__meta">
            <span>{t('rounds.bet', { amount: money(round.betMinor) })}</span>
            <span>{t('rounds.win', { amount: money(round.winMinor) })}</span>
            <span>{t(statusKeys[round.status])}</span>
          </div>
          <div className="recent-rounds__meta">
            <span>
              {t('rounds.balance', {
                before: money(round.balanceBeforeMinor),
                after: money(round.balanceAfterMinor),
              })}
            </span>
            <span>{formatMarketTime(round.createdAt, market)}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}
