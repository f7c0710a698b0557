import { typicalTimeMessage } from '@sorte/markets';
import type { WithdrawalQuote } from '@sorte/markets';
import { ConfirmRows } from '../../../components/ui/confirm-rows';
import { useTranslate } from '../../../lib/i18n';
import { useMarket } from '../../../lib/market';

interface WithdrawalQuoteRowsProps {
  quote: WithdrawalQuote;
  /** The account it goes to, as the player recognises it (channel and masked number). */
  destination: string;
  money: (amountMinor: number) => string;
}

/**
 * Every figure of a withdrawal before it is confirmed: the amount taken from the balance, the fee
 * and the tax taken from it, what arrives, where, and the channel's typical time.
 */
export function WithdrawalQuoteRows({ quote, destination, money }: WithdrawalQuoteRowsProps) {
  const t = useTranslate();
  const { language } = useMarket();
  return (
    <ConfirmRows
      look="panel"
      testId="withdraw-quote"
      testIdPrefix="quote-"
      rows={[
        { name: 'amount', label: t('quote.amount'), value: money(quote.amountMinor) },
        { name: 'fee', label: t('quote.fee'), value: money(quote.feeMinor) },
        { name: 'tax', label: t('quote.tax'), value: money(quote.taxMinor) },
        {
          name: 'arrives',
          label: t('quote.arrives'),
          value: money(quote.arrivesMinor),
          emphasis: 'total',
        },
        { name: 'to', label: t('quote.to'), value: destination },
        {
          name: 'time',
          label: t('quote.time'),
          value: typicalTimeMessage(quote.typicalMinutes, language),
          emphasis: 'quiet',
        },
      ]}
    />
  );
}
