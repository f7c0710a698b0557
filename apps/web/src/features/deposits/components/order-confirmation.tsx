import { formatMoney } from '@sorte/money';
import type { CurrencyCode } from '@sorte/money';
import { useTranslate } from '../../../lib/i18n';
import type { MessageKey } from '../../../lib/i18n';
import type { DepositQuote } from './quote-deposit';

interface OrderConfirmationProps {
  quote: DepositQuote;
  currency: CurrencyCode;
  method: 'pix' | 'ewallet' | 'spei';
  onConfirm: () => void;
  onCancel: () => void;
}

const methodKeys: Record<OrderConfirmationProps['method'], MessageKey> = {
  pix: 'deposit.method.pix',
  ewallet: 'deposit.method.ewallet',
  spei: 'deposit.method.spei',
};

/** The order-details popup of the first start-charge tap (seed §4): every figure before paying. */
export function OrderConfirmation({
  quote,
  currency,
  method,
  onConfirm,
  onCancel,
}: OrderConfirmationProps) {
  const t = useTranslate();
  const money = (amountMinor: number) => formatMoney(amountMinor, currency);
  const rows: [string, string, string?][] = [
    [t('deposit.confirmPay'), money(quote.amountMinor)],
    [t('deposit.confirmBonus'), money(quote.bonusMinor)],
    [t('deposit.confirmCredit'), money(quote.creditMinor), 'order-confirm__credit'],
    [t('deposit.confirmWagering'), money(quote.wageringMinor)],
    [t('deposit.confirmMethod'), t(methodKeys[method])],
  ];
  return (
    <div
      className="order-confirm"
      role="dialog"
      aria-modal="true"
      aria-labelledby="order-confirm-title"
      data-testid="deposit-confirm"
    >
      <div className="order-confirm__card">
        <h3 id="order-confirm-title" className="order-confirm__title">
          {t('deposit.confirmTitle')}
        </h3>
        <dl className="order-confirm__rows">
          {rows.map(([label, value, className]) => (
            <div
              key={label}
              className={className ? `order-confirm__row ${className}` : 'order-confirm__row'}
            >
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {quote.firstOffer ? (
          <p className="order-confirm__note">{t('deposit.confirmFirstNote')}</p>
        ) : null}
        <div className="order-confirm__actions">
          <button type="button" className="button button--ghost" onClick={onCancel}>
            {t('deposit.cancel')}
          </button>
          <button
            type="button"
            className="button button--gold"
            data-testid="deposit-confirm-button"
            onClick={onConfirm}
          >
            {t('deposit.confirm')}
          </button>
        </div>
      </div>
    </div>
  );
}
