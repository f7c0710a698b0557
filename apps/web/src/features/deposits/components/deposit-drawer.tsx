import { useState } from 'react';
import type { ReactNode } from 'react';
import { LoadingState } from '../../../components/ui/loading-state';
import { useTranslate } from '../../../lib/i18n';
import { formatMarketTime, useMarket } from '../../../lib/market';
import type { DepositDrawerRequest } from '../../../lib/deposit-drawer-store';
import { useDepositAmounts } from '../api/amount-list';
import { DepositHistory } from './deposit-history';
import { DepositPanel } from './deposit-panel';
import { preparePayPage } from './open-pay-page';
import { OrderConfirmation } from './order-confirmation';
import { quoteDeposit } from './quote-deposit';
import type { DepositQuote } from './quote-deposit';
import { useDepositOrder } from './use-deposit-order';
import './deposit-drawer.css';

/** A break or self-exclusion in force: the api refuses every deposit until it ends. */
export interface DepositPause {
  kind: 'break' | 'self_exclusion';
  /** When it ends (ISO 8601). */
  until: string;
}

export interface DepositDrawerProps {
  request: DepositDrawerRequest;
  token: string | null;
  /** Said where the player starts, instead of amounts and bonuses the api would refuse. */
  pause?: DepositPause | null;
  onClose: () => void;
}

type DrawerView = 'deposit' | 'history';

/** The bottom-drawer deposit modal (seed §2): amounts with their bonus, confirm, pay; history. */
export default function DepositDrawer({
  request,
  token,
  pause = null,
  onClose,
}: DepositDrawerProps) {
  const market = useMarket();
  const data = useDepositAmounts(token).data;
  const [view, setView] = useState<DrawerView>(request.view ?? 'deposit');
  const [offerHandled, setOfferHandled] = useState(false);
  const [confirming, setConfirming] = useState<DepositQuote | null>(null);
  const confirm = useDepositOrder(() => {
    setConfirming(null);
    setOfferHandled(true);
    setView('history');
  });

  // The first-deposit offer goes straight to the confirmation (seed §4: "with charge it starts a
  // charge of the first-deposit amount").
  const offeredQuote =
    data && !pause && request.confirm && request.amountMinor !== undefined && !offerHandled
      ? quoteDeposit(data, request.amountMinor)
      : null;
  const shownQuote = confirming ?? offeredQuote;

  return (
    <DrawerFrame view={view} onView={setView} onClose={onClose}>
      {view === 'history' ? (
        <DepositHistory
          token={token}
          currency={market.currency}
          onPay={(payUrl) => preparePayPage().go(payUrl)}
        />
      ) : pause ? (
        <DepositPaused pause={pause} />
      ) : data ? (
        <DepositPanel data={data} requestedMinor={request.amountMinor} onQuote={setConfirming} />
      ) : (
        <LoadingState className="deposit-panel deposit-panel--loading" />
      )}
      {shownQuote && data ? (
        <OrderConfirmation
          quote={shownQuote}
          currency={market.currency}
          method={data.method}
          onCancel={() => {
            setConfirming(null);
            setOfferHandled(true);
          }}
          onConfirm={() => void confirm(shownQuote)}
        />
      ) : null}
    </DrawerFrame>
  );
}

interface DrawerFrameProps {
  view: DrawerView;
  onView: (view: DrawerView) => void;
  onClose: () => void;
  children: ReactNode;
}

/** The drawer itself: the dimmed page behind it, its title, ×, and the deposit and history tabs. */
function DrawerFrame({ view, onView, onClose, children }: DrawerFrameProps) {
  const t = useTranslate();
  return (
    <div className="deposit-drawer" data-testid="deposit-drawer">
      <button
        type="button"
        className="deposit-drawer__scrim"
        aria-label={t('deposit.close')}
        onClick={onClose}
      />
      <section
        className="deposit-drawer__sheet"
        role="dialog"
        aria-modal="true"
        aria-labelledby="deposit-drawer-title"
      >
        <span className="deposit-drawer__grip" aria-hidden="true" />
        <header className="deposit-drawer__header">
          <h2 id="deposit-drawer-title">{t('deposit.title')}</h2>
          <button
            type="button"
            className="icon-button deposit-drawer__close"
            aria-label={t('deposit.close')}
            data-testid="deposit-close"
            onClick={onClose}
          >
            ×
          </button>
        </header>
        <div className="deposit-drawer__tabs" role="tablist">
          {(['deposit', 'history'] as const).map((tab) => (
            <button
              key={tab}
              type="button"
              role="tab"
              aria-selected={view === tab}
              className={view === tab ? 'deposit-tab deposit-tab--active' : 'deposit-tab'}
              data-testid={`deposit-tab-${tab}`}
              onClick={() => onView(tab)}
            >
              {t(tab === 'deposit' ? 'deposit.tabDeposit' : 'deposit.tabHistory')}
            </button>
          ))}
        </div>
        {children}
      </section>
    </div>
  );
}

/** The drawer during a break or self-exclusion: when it ends, and that deposits wait until then. */
function DepositPaused({ pause }: { pause: DepositPause }) {
  const t = useTranslate();
  const market = useMarket();
  return (
    <div className="deposit-panel deposit-panel--paused" data-testid="deposit-paused">
      <p className="deposit-panel__paused" role="status">
        {t(pause.kind === 'break' ? 'protection.onBreak' : 'protection.selfExcluded', {
          until: formatMarketTime(pause.until, market),
        })}
      </p>
      <p className="deposit-panel__method">{t('protection.blockedNote')}</p>
    </div>
  );
}
