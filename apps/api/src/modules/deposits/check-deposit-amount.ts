import type { DepositOption, Market } from '@sorte/markets';

export type DepositAmountCheck =
  { ok: true } | { ok: false; reason: 'outside_range' | 'not_whole' };

/**
 * An amount is one of the drawer's options, or a custom amount inside the market's range (the
 * seed's 10 to 20000 whole units) in whole steps of `depositMultipleOfMinor`. Pure.
 */
export function checkDepositAmount(
  market: Market,
  options: readonly DepositOption[],
  amountMinor: number,
): DepositAmountCheck {
  if (options.some((option) => option.orderAmountMinor === amountMinor)) return { ok: true };
  const { amountMinorMin, amountMinorMax } = market.customDepositRange;
  if (amountMinor < amountMinorMin || amountMinor > amountMinorMax) {
    return { ok: false, reason: 'outside_range' };
  }
  if (amountMinor % market.depositMultipleOfMinor !== 0) return { ok: false, reason: 'not_whole' };
  return { ok: true };
}
