import { formatMoney } from '@sorte/money';
import { useEffect, useState } from 'react';
import { useTranslate } from '../../../lib/i18n';
import { useMarket } from '../../../lib/market';
import { useSessionSummary } from '../api/session-summary';
import { formatElapsed } from './format-elapsed';
import { RealityCheck } from './reality-check';

/**
 * The slim bar over the running game (PRODUCT.md §3.10): elapsed time and net position of the
 * session, from the casino's own records, so it tells the truth whatever the provider shows.
 */
export interface SessionBarProps {
  gameId: number;
  /** Minutes of play between two reality checks. */
  reminderMinutes: number;
  onLeave: () => void;
}

export function SessionBar({ gameId, reminderMinutes, onLeave }: SessionBarProps) {
  const t = useTranslate();
  const { currency } = useMarket();
  const query = useSessionSummary(gameId, true);
  // A reopened game first sees the last session's cached summary; its clock is not this one's.
  const summary = query.isFetchedAfterMount ? query.data : undefined;
  const [nowMs, setNowMs] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNowMs(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const startedMs = summary?.startedAt ? Date.parse(summary.startedAt) : null;
  const net = summary?.netMinor ?? 0;
  const netText = `${net > 0 ? '+' : net < 0 ? '−' : ''}${formatMoney(Math.abs(net), currency)}`;
  const elapsedMs = startedMs === null ? 0 : nowMs - startedMs;
  return (
    <>
      <div className="session-bar" data-testid="session-bar" aria-label={t('session.label')}>
        <span data-testid="session-elapsed">
          {t('session.elapsed', { time: formatElapsed(elapsedMs) })}
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
      <RealityCheck
        key={summary?.startedAt ?? 'not started'}
        elapsedMs={elapsedMs}
        netText={netText}
        intervalMinutes={reminderMinutes}
        onLeave={onLeave}
      />
    </>
  );
}
