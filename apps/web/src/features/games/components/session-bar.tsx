import { formatMoney } from '@sorte/money';
import { useEffect, useState } from 'react';
import { useTranslate } from '../../../lib/i18n';
import { useMarket } from '../../../lib/market';
import { useSessionSummary } from '../api/session-summary';

/** 1:05:09 or 5:09: how long the player has been in this game. */
export function formatElapsed(elapsedMs: number): string {
  const totalSeconds = Math.max(0, Math.floor(elapsedMs / 1000));
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = String(totalSeconds % 60).padStart(2, '0');
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${minutes}:${seconds}`;
}

/**
 * The slim bar over the running game (PRODUCT.md §3.10): elapsed time and net position of the
 * session, from the casino's own records, so it tells the truth whatever the provider shows.
 */
export function SessionBar({ gameId }: { gameId: number }) {
  const t = useTranslate();
  const { currency } = useMarket();
  const summary = useSessionSummary(gameId, true).data;
  const [nowMs, setNowMs] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNowMs(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const startedMs = summary?.startedAt ? Date.parse(summary.startedAt) : null;
  const net = summary?.netMinor ?? 0;
  const netText = `${net > 0 ? '+' : net < 0 ? '−' : ''}${formatMoney(Math.abs(net), currency)}`;
  return (
    <div className="session-bar" data-testid="session-bar" aria-label={t('session.label')}>
      <span data-testid="session-elapsed">
        {t('session.elapsed', { time: formatElapsed(startedMs === null ? 0 : nowMs - startedMs) })}
      </span>
      <span>
        {summary?.rounds === 1
          ? t('session.round')
          : t('session.rounds', { count: String(summary?.rounds ?? 0) })}
      </span>
      <span
        data-testid="session-net"
        className={net > 0 ? 'session-bar__net--up' : net < 0 ? 'session-bar__net--down' : ''}
      >
        {t('session.net', { amount: netText })}
      </span>
    </div>
  );
}
