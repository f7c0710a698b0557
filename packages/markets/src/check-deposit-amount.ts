import type { Market } from './market';

export type DepositAmountCheck =
  { ok: true } | { ok: false; reason: 'outside_range' | 'not_whole' };

/** What a deposit amount is checked against: the market's range and step for a custom amount. */
export type DepositAmountRules = Pick<Market, 'customDepositRange' | 'depositMultipleOfMinor'>;

/**
 * An amount is one of the drawer's options, or a custom amount inside the market's range (the
 * seed's 10 to 20000 whole units) in whole steps of `depositMultipleOfMinor`. The api refuses an
 * order with it and the app refuses the same amounts before anything is confirmed. Pure.
 */
export function checkDepositAmount(
  rules: DepositAmountRules,
  optionsMinor: readonly number[],
  amountMinor: number,
): DepositAmountCheck {
  if (optionsMinor.includes(amountMinor)) return { ok: true };
  const { amountMinorMin, amountMinorMax } = rules.customDepositRange;
  if (
    !Number.isSafeInteger(amountMinor) ||
    amountMinor < amountMinorMin ||
    amountMinor > amountMinorMax
  ) {
    return { ok: false, reason: 'outside_range' };
  }
  if (amountMinor % rules.depositMultipleOfMinor !== 0) return { ok: false, reason: 'not_whole' };
  return { ok: true };
}
