import { useQueryClient } from '@tanstack/react-query';
import { formatMoney, parseMoney } from '@sorte/money';
import { useId, useState } from 'react';
import { useTranslate } from '../../../lib/i18n';
import type { MessageKey } from '../../../lib/i18n';
import { formatMarketTime, useMarket } from '../../../lib/market';
import { storageKeys, writeStored } from '../../../lib/storage';
import { showToast, startSpinner } from '../../../lib/ui-store';
import type { DepositDrawerRequest } from '../../../lib/deposit-drawer-store';
import { useDepositAmounts } from '../api/amount-list';
import type { DepositAmounts } from '../api/amount-list';
import { createDepositOrder } from '../api/create-order';
import { AmountChips } from './amount-chips';
import { DepositHistory } from './deposit-history';
import { preparePayPage } from './open-pay-page';
import { OrderConfirmation } from './order-confirmation';
import { quoteDeposit } from './quote-deposit';
import type { DepositQuote } from './quote-deposit';
import './deposit-drawer.css';

/** Seed §4: the spinner stays a second after the payment page opens. */
const spinnerAfterOpenMs = 1000;

const methodKeys: Record<DepositAmounts['method'], MessageKey> = {
  pix: 'deposit.method.pix',
  ewallet: 'deposit.method.ewallet',
  spei: 'deposit.method.spei',
};

/** A break or self-exclusion in force: the api refuses every deposit until it ends. */
export interface DepositPause {
  kind: 'break' | 'self_exclusion';
  /** When it ends (ISO 8601). */
  until: string;
}

export interface DepositDrawerProps {
  request: DepositDrawerRequest;
  token: string | null;
  /** Said where the player starts, instead of amounts the api would refuse after "pay". */
  pause?: DepositPause | null;
  onClose: () => void;
}

/** The bottom-drawer deposit modal (seed §2): amounts with their bonus, confirm, pay; history. */
export default function DepositDrawer({
  request,
  token,
  pause = null,
  onClose,
}: DepositDrawerProps) {
  const t = useTranslate();
  const market = useMarket();
  const { currency } = market;
  const queryClient = useQueryClient();
  const amounts = useDepositAmounts(token);
  const [view, setView] = useState(request.view ?? 'deposit');
  const [pickedMinor, setPickedMinor] = useState<number | null>(null);
  const [offerHandled, setOfferHandled] = useState(false);
  const [customText, setCustomText] = useState('');
  const [confirming, setConfirming] = useState<DepositQuote | null>(null);
  const customId = useId();
  const data = amounts.data;

  // The preselected amount arrives with the list; the first-deposit offer goes straight to the
  // confirmation (seed §4: "with charge it starts a charge of the first-deposit amount").
  const preselected =
    data && data.preselectedIndex !== null ? data.list[data.preselectedIndex] : undefined;
  const selectedMinor = pickedMinor ?? request.amountMinor ?? preselected?.orderAmount ?? null;
  const offeredQuote =
    data && !pause && request.confirm && request.amountMinor !== undefined && !offerHandled
      ? quoteDeposit(data, request.amountMinor)
      : null;
  const shownQuote = confirming ?? offeredQuote;

  const customMinor = (() => {
    if (!data || customText.trim() === '') return null;
    const parsed = parseMoney(customText, currency);
    return parsed.ok ? parsed.amountMinor : Number.NaN;
  })();
  const chosenMinor = customMinor ?? selectedMinor;

  const rangeText = data
    ? t('deposit.outOfRange', {
        min: formatMoney(data.customAmountMinorMin, currency),
        max: formatMoney(data.customAmountMinorMax, currency),
      })
    : '';

  function submit() {
    if (!data) return;
    if (chosenMinor === null) {
      showToast(t('deposit.noAmount'));
      return;
    }
    const listed = data.list.some((option) => option.orderAmount === chosenMinor);
    const inRange =
      Number.isSafeInteger(chosenMinor) &&
      chosenMinor >= data.customAmountMinorMin &&
      chosenMinor <= data.customAmountMinorMax;
    if (!listed && !inRange) {
      showToast(rangeText);
      return;
    }
    setConfirming(quoteDeposit(data, chosenMinor));
  }

  async function confirm(quote: DepositQuote) {
    const payPage = preparePayPage();
    try {
      const created = await createDepositOrder({ amount: quote.amountMinor });
      writeStored(storageKeys.order, { orderId: created.order.orderId, payUrl: created.payUrl });
      const stopSpinner = startSpinner();
      setTimeout(stopSpinner, spinnerAfterOpenMs);
      setConfirming(null);
      setOfferHandled(true);
      setView('history');
      showToast(t('deposit.opened'));
      void queryClient.invalidateQueries({ queryKey: ['deposit-orders'] });
      void queryClient.invalidateQueries({ queryKey: ['account-info'] });
      payPage.go(created.payUrl);
    } catch {
      // The api client has shown why; the tab prepared for the payment page is not needed.
      payPage.cancel();
    }
  }

  const quote =
    data && chosenMinor !== null && Number.isSafeInteger(chosenMinor)
      ? quoteDeposit(data, chosenMinor)
      : null;

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
              onClick={() => setView(tab)}
            >
              {t(tab === 'deposit' ? 'deposit.tabDeposit' : 'deposit.tabHistory')}
            </button>
          ))}
        </div>

        {view === 'history' ? (
          <DepositHistory
            token={token}
            currency={currency}
            onPay={(payUrl) => preparePayPage().go(payUrl)}
          />
        ) : pause ? (
          <div className="deposit-panel deposit-panel--paused" data-testid="deposit-paused">
            <p className="deposit-panel__paused" role="status">
              {t(pause.kind === 'break' ? 'protection.onBreak' : 'protection.selfExcluded', {
                until: formatMarketTime(pause.until, market),
              })}
            </p>
            <p className="deposit-panel__method">{t('protection.blockedNote')}</p>
          </div>
        ) : data ? (
          <div className="deposit-panel">
            <p className="deposit-panel__method">
              <span className="deposit-panel__method-badge">{t(methodKeys[data.method])}</span>
              {t('deposit.methodHint', { method: t(methodKeys[data.method]) })}
            </p>
            <AmountChips
              amounts={data}
              currency={currency}
              selectedMinor={customMinor === null ? selectedMinor : null}
              onSelect={(amountMinor) => {
                setPickedMinor(amountMinor);
                setCustomText('');
              }}
            />
            <label className="deposit-panel__custom" htmlFor={customId}>
              <span>{t('deposit.customLabel')}</span>
              <input
                id={customId}
                inputMode="decimal"
                autoComplete="off"
                maxLength={16}
                data-testid="deposit-custom-amount"
                placeholder={t('deposit.customHint', {
                  min: formatMoney(data.customAmountMinorMin, currency),
                  max: formatMoney(data.customAmountMinorMax, currency),
                })}
                value={customText}
                onChange={(event) => setCustomText(event.target.value)}
              />
            </label>
            {quote ? (
              <p className="deposit-panel__wagering" data-testid="deposit-wagering">
                {/* No bonus (none offered, as under br-regulated): no bonus to speak of. */}
                {t(quote.bonusMinor > 0 ? 'deposit.wagering' : 'deposit.wageringNoBonus', {
                  amount: formatMoney(quote.wageringMinor, currency),
                })}
              </p>
            ) : null}
            <button
              type="button"
              className="button button--gold button--block deposit-panel__submit"
              data-testid="deposit-submit"
              onClick={submit}
            >
              {quote
                ? t('deposit.submit', { amount: formatMoney(quote.amountMinor, currency) })
                : t('deposit.submitEmpty')}
            </button>
          </div>
        ) : (
          <div className="deposit-panel deposit-panel--loading" aria-busy="true" />
        )}
      </section>
      {shownQuote && data ? (
        <OrderConfirmation
          quote={shownQuote}
          currency={currency}
          method={data.method}
          onCancel={() => {
            setConfirming(null);
            setOfferHandled(true);
          }}
          onConfirm={() => void confirm(shownQuote)}
        />
      ) : null}
    </div>
  );
}
