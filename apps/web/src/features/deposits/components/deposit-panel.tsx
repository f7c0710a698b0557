import { checkDepositAmount, getMarket } from '@sorte/markets';
import { formatMoney } from '@sorte/money';
import { useState } from 'react';
import { AmountField, useAmountInput } from '../../../components/ui/amount-field';
import { Button } from '../../../components/ui/button';
import { useTranslate } from '../../../lib/i18n';
import { useMarket } from '../../../lib/market';
import { showToast } from '../../../lib/ui-store';
import type { DepositAmounts } from '../api/amount-list';
import { DepositAmountChips } from './deposit-amount-chips';
import { depositMethodKeys } from './order-confirmation';
import { quoteDeposit } from './quote-deposit';
import type { DepositQuote } from './quote-deposit';

interface DepositPanelProps {
  data: DepositAmounts;
  /** Chosen before the drawer opened (a game's or an offer's amount). */
  requestedMinor: number | undefined;
  onQuote: (quote: DepositQuote) => void;
}

/** The rules of a typed amount: the server's own check, refused in the server's words. */
function useDepositAmountInput(data: DepositAmounts) {
  const t = useTranslate();
  const market = useMarket();
  const { currency } = market;
  const range = {
    min: formatMoney(data.customAmountMinorMin, currency),
    max: formatMoney(data.customAmountMinorMax, currency),
  };
  const rules = {
    customDepositRange: {
      amountMinorMin: data.customAmountMinorMin,
      amountMinorMax: data.customAmountMinorMax,
    },
    depositMultipleOfMinor: getMarket(market.code).depositMultipleOfMinor,
  };
  const listedMinor = data.list.map((option) => option.orderAmount);
  const rangeText = t('deposit.outOfRange', range);
  const input = useAmountInput({
    currency,
    invalidMessage: rangeText,
    refuse: (amountMinor) => {
      const check = checkDepositAmount(rules, listedMinor, amountMinor);
      if (check.ok) return null;
      return check.reason === 'not_whole' ? t('deposit.notWhole', range) : rangeText;
    },
  });
  return { input, range };
}

/** Amounts with their bonus, or one typed; the wagering it adds; the way on to confirm. */
export function DepositPanel({ data, requestedMinor, onQuote }: DepositPanelProps) {
  const t = useTranslate();
  const { currency } = useMarket();
  const [pickedMinor, setPickedMinor] = useState<number | null>(null);
  const { input, range } = useDepositAmountInput(data);
  // The preselected amount arrives with the list.
  const preselected = data.preselectedIndex === null ? undefined : data.list[data.preselectedIndex];
  const selectedMinor = pickedMinor ?? requestedMinor ?? preselected?.orderAmount ?? null;
  const typed = input.amount;
  const chosenMinor =
    typed.kind === 'empty' ? selectedMinor : typed.kind === 'accepted' ? typed.amountMinor : null;
  // Only an amount the server would take is quoted: never a negative, zero or refused one.
  const quote = chosenMinor === null ? null : quoteDeposit(data, chosenMinor);

  function submit() {
    if (typed.kind === 'refused') {
      input.reveal();
      return;
    }
    if (quote === null) {
      showToast(t('deposit.noAmount'));
      return;
    }
    onQuote(quote);
  }

  const method = t(depositMethodKeys[data.method]);
  return (
    <div className="deposit-panel">
      <p className="deposit-panel__method">
        <span className="deposit-panel__method-badge">{method}</span>
        {t('deposit.methodHint', { method })}
      </p>
      <DepositAmountChips
        amounts={data}
        currency={currency}
        selectedMinor={typed.kind === 'empty' ? selectedMinor : null}
        onSelect={(amountMinor) => {
          setPickedMinor(amountMinor);
          input.setText('');
        }}
      />
      <AmountField
        input={input}
        label={t('deposit.customLabel')}
        placeholder={t('deposit.customHint', range)}
        testId="deposit-custom-amount"
        errorTestId="deposit-amount-refusal"
      />
      {quote ? (
        <p className="deposit-panel__wagering" data-testid="deposit-wagering">
          {/* No bonus (none offered, as under br-regulated): no bonus to speak of. */}
          {t(quote.bonusMinor > 0 ? 'deposit.wagering' : 'deposit.wageringNoBonus', {
            amount: formatMoney(quote.wageringMinor, currency),
          })}
        </p>
      ) : null}
      <Button block className="deposit-panel__submit" data-testid="deposit-submit" onClick={submit}>
        {quote
          ? t('deposit.submit', { amount: formatMoney(quote.amountMinor, currency) })
          : t('deposit.submitEmpty')}
      </Button>
    </div>
  );
}
