import { formatMoney, formatRatePercent, getCurrency } from '@sorte/money';
import type { CurrencyCode } from '@sorte/money';
import { AmountChips } from '../../../components/ui/amount-chips';
import { useTranslate } from '../../../lib/i18n';
import type { DepositAmounts } from '../api/amount-list';
import { quoteDeposit } from './quote-deposit';

interface DepositAmountChipsProps {
  amounts: DepositAmounts;
  currency: CurrencyCode;
  selectedMinor: number | null;
  onSelect: (amountMinor: number) => void;
}

/** The drawer's amounts, each with its bonus percent and the extra it adds. */
export function DepositAmountChips({
  amounts,
  currency,
  selectedMinor,
  onSelect,
}: DepositAmountChipsProps) {
  const t = useTranslate();
  const { decimalSeparator } = getCurrency(currency);
  const chips = amounts.list.map((option) => {
    const quote = quoteDeposit(amounts, option.orderAmount);
    const tag = quote.firstOffer
      ? { text: t('deposit.firstOffer'), offer: true }
      : option.givingRateBps > 0
        ? {
            text: t('deposit.bonusPercent', {
              percent: formatRatePercent(option.givingRateBps, { decimalSeparator }),
            }),
          }
        : undefined;
    return {
      amountMinor: option.orderAmount,
      label: formatMoney(option.orderAmount, currency),
      tag,
      extra:
        quote.bonusMinor > 0
          ? t('deposit.extra', { amount: formatMoney(quote.bonusMinor, currency) })
          : '\u00a0',
    };
  });
  return (
    <AmountChips
      chips={chips}
      label={t('deposit.chooseAmount')}
      selectedMinor={selectedMinor}
      onSelect={onSelect}
      testIdPrefix="deposit-amount-"
    />
  );
}
