import { describe, it, expect } from 'vitest';
import { markets } from './market-table';
import { userTypes } from './user-types';
import { withdrawalAmountsFor } from './withdrawal-amounts-for';

describe('withdrawalAmountsFor', () => {
  it('offers the first-withdrawal list until the player has withdrawn, the later list after', () => {
    expect(withdrawalAmountsFor('BR', userTypes.B, 0)).toEqual([
      100, 10000, 50000, 100000, 500000, 1000000,
    ]);
    expect(withdrawalAmountsFor('BR', userTypes.B, 1)).toBe(markets.BR.laterWithdrawalAmountsMinor);
  });

  it('reads the _a, _e and _f variants for user types A, E and F', () => {
    expect(withdrawalAmountsFor('PH', userTypes.A, 0)).toBe(
      markets.PH.withdrawalAmountVariants.a.firstWithdrawalAmountsMinor,
    );
    expect(withdrawalAmountsFor('PH', userTypes.E, 2)).toBe(
      markets.PH.withdrawalAmountVariants.e.laterWithdrawalAmountsMinor,
    );
    expect(withdrawalAmountsFor('MX', userTypes.F, 0)[0]).toBe(200);
  });

  it('refuses impossible withdrawal counts', () => {
    expect(() => withdrawalAmountsFor('BR', userTypes.A, -1)).toThrow(RangeError);
  });
});
