import { formatMoney } from '@sorte/money';
import type { CurrencyCode } from '@sorte/money';
import { ConfirmRows } from '../../../components/ui/confirm-rows';
import { ConfirmDialog } from '../../../components/ui/sheet-dialog';
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

export const depositMethodKeys: Record<OrderConfirmationProps['method'], MessageKey> = {
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
  return (
    <ConfirmDialog
      title={t('deposit.confirmTitle')}
      cancelLabel={t('deposit.cancel')}
      confirmLabel={t('deposit.confirm')}
      onCancel={onCancel}
      onConfirm={onConfirm}
      testId="deposit-confirm"
      confirmTestId="deposit-confirm-button"
    >
      <ConfirmRows
        rows={[
          { name: 'pay', label: t('deposit.confirmPay'), value: money(quote.amountMinor) },
          { name: 'bonus', label: t('deposit.confirmBonus'), value: money(quote.bonusMinor) },
          {
            name: 'credit',
            label: t('deposit.confirmCredit'),
            value: money(quote.creditMinor),
            emphasis: 'total',
          },
          {
            name: 'wagering',
            label: t('deposit.confirmWagering'),
            value: money(quote.wageringMinor),
          },
          {
            name: 'method',
            label: t('deposit.confirmMethod'),
            value: t(depositMethodKeys[method]),
          },
        ]}
      />
      {quote.firstOffer ? <p className="sheet__note">{t('deposit.confirmFirstNote')}</p> : null}
    </ConfirmDialog>
  );
}
