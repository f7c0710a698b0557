import { BalanceAmount } from '../../../features/account/components/balance-amount';
import { useTranslate } from '../../../lib/i18n';
import { openDepositDrawer } from '../../../lib/deposit-drawer-store';
import './home-header.css';
import { Button } from '../../../components/ui/button';

/** The logo, the balance (from the server, via accountInfo) and the way to deposit. */
export function HomeHeader() {
  const t = useTranslate();
  return (
    <header className="home-header">
      <h1 className="wordmark" data-testid="page-title" aria-label={t('home.title')}>
        <svg className="wordmark__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
          <path
            d="M16 2.5 19.6 11l9.2 1-6.9 6.2 2 9.1L16 22.6l-7.9 4.7 2-9.1L3.2 12l9.2-1z"
            fill="url(#wordmark-gold)"
          />
          <defs>
            <linearGradient id="wordmark-gold" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0" stopColor="#ffe9a8" />
              <stop offset="0.6" stopColor="#f5c451" />
              <stop offset="1" stopColor="#c9851a" />
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
