import { BalanceAmount } from '../../../features/account/components/balance-amount';
import { useTranslate } from '../../../lib/i18n';
import { openDepositDrawer } from '../../../lib/deposit-drawer-store';
import './home-header.css';
import { wordmarkStar } from './wordmark-star';
import { Button } from '../../../components/ui/button';

/** The logo, the balance (from the server, via accountInfo) and the way to deposit. */
export function HomeHeader() {
  const t = useTranslate();
  return (
    <header className="home-header">
      <h1 className="wordmark" data-testid="page-title" aria-label={t('home.title')}>
        <svg className="wordmark__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
          <path d={wordmarkStar.path} fill="url(#wordmark-gold)" />
          <defs>
            <linearGradient id="wordmark-gold" x1="0" y1="0" x2="0" y2="1">
              {wordmarkStar.gold.map((stop) => (
                <stop key={stop.offset} offset={stop.offset} stopColor={stop.color} />
              ))}
            </linearGradient>
          </defs>
        </svg>
        <span className="wordmark__text">Sorte</span>
      </h1>
      <div className="home-header__wallet">
        <p className="home-header__balance" aria-label={t('home.balance')}>
          <span className="home-header__coin" aria-hidden="true" />
          <BalanceAmount testId="header-balance" />
        </p>
        <Button
          className="home-header__deposit"
          data-testid="deposit-button"
          onClick={() => openDepositDrawer()}
        >
          {t('home.deposit')}
        </Button>
      </div>
    </header>
  );
}
