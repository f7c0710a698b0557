import { typicalTimeMessage } from '@sorte/markets';
import type { WithdrawalQuote } from '@sorte/markets';
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
  const rows: [string, string, string][] = [
    ['amount', t('quote.amount'), money(quote.amountMinor)],
    ['fee', t('quote.fee'), money(quote.feeMinor)],
    ['tax', t('quote.tax'), money(quote.taxMinor)],
    ['arrives', t('quote.arrives'), money(quote.arrivesMinor)],
    ['to', t('quote.to'), destination],
    ['time', t('quote.time'), typicalTimeMessage(quote.typicalMinutes, language)],
  ];
  return (
    <dl className="withdraw-quote" data-testid="withdraw-quote">
      {rows.map(([name, label, value]) => (
        <div key={name} className={`withdraw-quote__row withdraw-quote__row--${name}`}>
          <dt>{label}</dt>
          <dd data-testid={`quote-${name}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
