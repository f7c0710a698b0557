import { getMarket, withdrawalAmountRefusal, withdrawalRefusalMessage } from '@sorte/markets';
import type { PayoutChannel } from '@sorte/markets';
import type { CurrencyCode } from '@sorte/money';
import { useAmountInput } from '../../../components/ui/amount-field';
import { useMarket } from '../../../lib/market';
import type { WithdrawalRules } from '../api/withdraw-info';

/**
 * The typed amount, refused by the rule the server decides with (`withdrawalAmountRefusal`) and
 * in its words: below the minimum, not a multiple of the step, above the balance, the level's or
 * the channel's limit. Without an account the channel is unknown and only the amount's own shape
 * and the balance can be checked; the server says the rest.
 */
export function useWithdrawalAmountInput(
  rules: WithdrawalRules,
  currency: CurrencyCode,
  channel: PayoutChannel | null,
) {
  const market = useMarket();
  const context = { language: market.language, currency };
  const limits = { vipLevel: rules.vipLevel, withdrawalMinorMax: rules.amountMinorMax };
  const marketRules = getMarket(market.code);
  const invalidMessage = withdrawalRefusalMessage(
    {
      code: 'amount_invalid',
      amountMinorMin: rules.amountMinorMin,
      amountMinorMax: rules.amountMinorMax,
    },
    context,
  );
  return useAmountInput({
    currency,
    invalidMessage,
    refuse: (amountMinor) => {
      const refusal = withdrawalAmountRefusal(marketRules, limits, {
        amountMinor,
        balanceMinor: rules.balanceMinor,
        channel,
      });
      return refusal === null ? null : withdrawalRefusalMessage(refusal, context);
    },
  });
}
