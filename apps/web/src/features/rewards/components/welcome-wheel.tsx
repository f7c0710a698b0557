import { formatMoney } from '@sorte/money';
import { useEffect } from 'react';
import { Button } from '../../../components/ui/button';
import { useTranslate } from '../../../lib/i18n';
import { useMarket } from '../../../lib/market';
import './welcome-wheel.css';

/** Seed §4: the wheel spins about 3 s, blinks about 1.8 s, then closes (the CSS keeps the time). */
export const wheelShowMs = 4800;

/**
 * The welcome wheel of a first visit. It lands on the market's real first-deposit offer, as the
 * server states it for this player; the segments are drawn by CSS (no picture to download, and
 * nothing for Largest Contentful Paint to wait on).
 */
export function WelcomeWheel({
  offer,
  onClose,
  onSee,
}: {
  /** Deposit `amountMinor`, receive `arrivalMinor`, as the server states the offer now. */
  offer: { amountMinor: number; arrivalMinor: number };
  onClose: () => void;
  onSee: () => void;
}) {
  const t = useTranslate();
  const { currency } = useMarket();
  useEffect(() => {
    const timer = setTimeout(onClose, wheelShowMs);
    return () => clearTimeout(timer);
  }, [onClose]);
  return (
    <div className="wheel-backdrop">
      <section
        className="wheel"
        role="dialog"
        aria-labelledby="wheel-title"
        data-testid="welcome-wheel"
      >
        <button
          type="button"
          className="wheel__close"
          aria-label={t('firstDeposit.close')}
          onClick={onClose}
        >
          ×
        </button>
        <h2 id="wheel-title" className="wheel__title">
          {t('wheel.title')}
        </h2>
        <div className="wheel__frame" aria-hidden="true">
          <div className="wheel__disc" />
          <span className="wheel__hub">★</span>
        </div>
        <p className="wheel__offer" data-testid="welcome-wheel-offer">
          {t('firstDeposit.offer', {
            deposit: formatMoney(offer.amountMinor, currency),
            credit: formatMoney(offer.arrivalMinor, currency),
          })}
        </p>
        <Button block onClick={onSee}>
          {t('wheel.see')}
        </Button>
      </section>
    </div>
  );
}
