import { formatMoney, isCurrencyCode } from '@sorte/money';
import { useMarket } from '../../../lib/market';
import { useAccountInfo } from '../api/account-info';
import './balance-amount.css';

/**
 * The player's balance in their account's currency (the market's, unless the account was opened
 * in another one). A placeholder until the server has answered: nothing is guessed.
 */
export function BalanceAmount({ testId, className }: { testId?: string; className?: string }) {
  const { currency: marketCurrency } = useMarket();
  const { data } = useAccountInfo();
  const classes = `balance-amount ${className ?? ''}`;

  if (!data) {
    return (
      <span className={`${classes} balance-amount--pending`} data-testid={testId} aria-busy="true">
        •••
      </span>
    );
  }
  const currency = isCurrencyCode(data.currency) ? data.currency : marketCurrency;
  return (
    <span className={classes} data-testid={testId}>
      {formatMoney(data.accountGold, currency)}
    </span>
  );
}
