import { formatMoney, formatRatePercent } from '@sorte/money';
import type { CurrencyCode } from '@sorte/money';
import { useTranslate } from '../../../lib/i18n';
import type { DepositAmounts } from '../api/amount-list';
import { quoteDeposit } from './quote-deposit';

interface AmountChipsProps {
  amounts: DepositAmounts;
  currency: CurrencyCode;
  selectedMinor: number | null;
  onSelect: (amountMinor: number) => void;
}

/** The drawer's amounts, each with its bonus percent and the extra it adds. */
export function AmountChips({ amounts, currency, selectedMinor, onSelect }: AmountChipsProps) {
  const t = useTranslate();
  const decimalSeparator = currency === 'BRL' ? ',' : '.';
  return (
    <ul className="amount-chips" aria-label={t('deposit.chooseAmount')}>
      {amounts.list.map((option) => {
        const quote = quoteDeposit(amounts, option.orderAmount);
        const selected = option.orderAmount === selectedMinor;
        return (
          <li key={option.orderAmount}>
            <button
              type="button"
              className={selected ? 'amount-chip amount-chip--selected' : 'amount-chip'}
              aria-pressed={selected}
              data-testid={`deposit-amount-${option.orderAmount}`}
              onClick={() => onSelect(option.orderAmount)}
            >
              {quote.firstOffer ? (
                <span className="amount-chip__tag amount-chip__tag--offer">
                  {t('deposit.firstOffer')}
                </span>
              ) : option.givingRateBps > 0 ? (
                <span className="amount-chip__tag">
                  {t('deposit.bonusPercent', {
                    percent: formatRatePercent(option.givingRateBps, { decimalSeparator }),
                  })}
                </span>
              ) : null}
              <span className="amount-chip__amount">
                {formatMoney(option.orderAmount, currency)}
              </span>
              <span className="amount-chip__extra">
                {quote.bonusMinor > 0
                  ? t('deposit.extra', { amount: formatMoney(quote.bonusMinor, currency) })
                  : '\u00a0'}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
