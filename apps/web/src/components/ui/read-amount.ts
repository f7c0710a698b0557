import { parseMoney } from '@sorte/money';
import type { CurrencyCode } from '@sorte/money';

/**
 * What a typed amount is: nothing yet, an amount the rules take, or a refusal in the words the
 * server would answer with. `refuse` is the market's own rule (from @sorte/markets, the function
 * the server decides with), given an amount that parsed as a positive whole number of minor units.
 */
export type TypedAmount =
  | { readonly kind: 'empty' }
  | { readonly kind: 'accepted'; readonly amountMinor: number }
  | { readonly kind: 'refused'; readonly message: string };

export interface AmountRules {
  currency: CurrencyCode;
  /** The server's refusal of this amount, or null when it would take it. */
  refuse: (amountMinor: number) => string | null;
  /** Said of text that is no amount at all, zero or below (the range's message, usually). */
  invalidMessage: string;
}

/** Reads the market's format ("10,50" in Brazil, "10.50" in Mexico) and applies its rules. Pure. */
export function readAmount(text: string, rules: AmountRules): TypedAmount {
  if (text.trim() === '') return { kind: 'empty' };
  const parsed = parseMoney(text, rules.currency);
  if (!parsed.ok || !Number.isSafeInteger(parsed.amountMinor) || parsed.amountMinor <= 0) {
    return { kind: 'refused', message: rules.invalidMessage };
  }
  const refusal = rules.refuse(parsed.amountMinor);
  return refusal === null
    ? { kind: 'accepted', amountMinor: parsed.amountMinor }
    : { kind: 'refused', message: refusal };
}
