import { describe, expect, it } from 'vitest';
import { roundBalances } from './round-balances';

describe('roundBalances', () => {
  it('takes after from the latest movement and derives before from it', () => {
    // A bet of 50 left 281,700; another tab moved the balance; the win of 100 left 281,850.
    expect(roundBalances(281_850, 50, 100)).toEqual({
      balanceBeforeMinor: 281_800,
      balanceAfterMinor: 281_850,
    });
    // A losing round: the bet's own movement is the latest.
    expect(roundBalances(9_900, 100, 0)).toEqual({
      balanceBeforeMinor: 10_000,
      balanceAfterMinor: 9_900,
    });
  });
});
