import { assertAmountMinor } from './amount-minor';

/**
 * Splits an amount into parts proportional to `ratios` that sum exactly to the amount, by largest
 * remainder: every part gets the floor of its exact share, then the minor units left over go one
 * each to the parts with the largest remainders (the earlier part wins a tie). A negative amount
 * is split as its magnitude and negated. Ratios are non-negative safe integers, at least one > 0.
 */
export function allocate(amountMinor: number, ratios: readonly number[]): number[] {
  const checkedMinor = assertAmountMinor(amountMinor);
  if (ratios.length === 0) throw new RangeError('allocate needs at least one ratio');
  for (const ratio of ratios) {
    if (!Number.isSafeInteger(ratio) || ratio < 0) {
      throw new RangeError(`ratios must be non-negative safe integers, got ${String(ratio)}`);
    }
  }
  const ratioTotal = ratios.reduce((total, ratio) => total + BigInt(ratio), 0n);
  if (ratioTotal === 0n) throw new RangeError('allocate needs at least one ratio above zero');

  const magnitude = BigInt(Math.abs(checkedMinor));
  const shares = ratios.map((ratio, index) => {
    const exact = magnitude * BigInt(ratio);
    return { index, part: exact / ratioTotal, remainder: exact % ratioTotal };
  });
  let leftOver = magnitude - shares.reduce((total, share) => total + share.part, 0n);
  const byRemainder = [...shares].sort((left, right) =>
    left.remainder === right.remainder
      ? left.index - right.index
      : left.remainder > right.remainder
        ? -1
        : 1,
  );
  for (const share of byRemainder) {
    if (leftOver === 0n) break;
    share.part += 1n;
    leftOver -= 1n;
  }
  const sign = checkedMinor < 0 ? -1 : 1;
  return shares.map((share) => (share.part === 0n ? 0 : sign * Number(share.part)));
}
