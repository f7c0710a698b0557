import { formatMoney, isCurrencyCode } from '@sorte/money';

/** Integer minor units as the player reads them in their currency ("R$ 1,50"). */
export function formatAmount(amountMinor: number, currency: string): string {
  if (!isCurrencyCode(currency)) return `${amountMinor} ${currency}`;
  return formatMoney(amountMinor, currency);
}
