import { useState } from 'react';
import { useTranslate } from '../../../lib/i18n';
import { formatElapsed } from './format-elapsed';
import './reality-check.css';
import { Button } from '../../../components/ui/button';

export interface RealityCheckProps {
  elapsedMs: number;
  /** The session's net result, already formatted with its sign. */
  netText: string;
  intervalMinutes: number;
  onLeave: () => void;
}

/**
 * The reality check (PRODUCT.md §3.6): every `intervalMinutes` of play the game is covered by the
 * time spent and the net result, and play goes on only if the player says so.
 */
export function RealityCheck({ elapsedMs, netText, intervalMinutes, onLeave }: RealityCheckProps) {
  const t = useTranslate();
  const due = Math.floor(elapsedMs / (intervalMinutes * 60_000));
  const [acknowledged, setAcknowledged] = useState(0);
  if (due <= acknowledged) return null;
  return (
    <div
      className="reality-check"
      role="alertdialog"
      aria-labelledby="reality-check-title"
      data-testid="reality-check"
    >
      <div className="reality-check__card">
        <h2 id="reality-check-title" className="reality-check__title">
          {t('reminder.title', { time: formatElapsed(elapsedMs) })}
        </h2>
        <p className="reality-check__net">
          {t('reminder.net')}
          <strong className="reality-check__amount" data-testid="reality-check-net">
            {netText}
          </strong>
        </p>
        <p className="reality-check__hint">{t('reminder.hint')}</p>
        <div className="reality-check__buttons">
          <Button variant="secondary" data-testid="reality-check-leave" onClick={onLeave}>
            {t('reminder.leave')}
          </Button>
          <Button data-testid="reality-check-continue" onClick={() => setAcknowledged(due)}>
            {t('reminder.continue')}
          </Button>
        </div>
      </div>
    </div>
  );
}
