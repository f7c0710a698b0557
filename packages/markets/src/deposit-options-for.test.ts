import { describe, it, expect } from 'vitest';
import { depositOptionsFor } from './deposit-options-for';
import { marketCodes } from './market-codes';
import { markets } from './market-table';
import { userTypes } from './user-types';
import type { UserType } from './user-types';

const amountsOf = (choice: ReturnType<typeof depositOptionsFor>) =>
  choice.options.map((option) => option.orderAmountMinor);

describe('depositOptionsFor', () => {
  it('gives Philippine type E players ₱300 and ₱500 first, ₱500 preselected before any deposit', () => {
    const choice = depositOptionsFor('PH', userTypes.E, 0);
    expect(amountsOf(choice).slice(0, 2)).toEqual([30000, 50000]);
    expect(choice.preselectedIndex).toBe(1);
    expect(choice.options[choice.preselectedIndex ?? -1]?.orderAmountMinor).toBe(50000);
  });

  it('keeps the bonus rates of the options it overrides', () => {
    const overridden = depositOptionsFor('PH', userTypes.E, 3).options;
    expect(overridden.map((option) => option.givingRateBps)).toEqual(
      markets.PH.depositOptions.map((option) => option.givingRateBps),
    );
  });

  it('does not preselect for a type E player who has deposited', () => {
    const choice = depositOptionsFor('PH', userTypes.E, 1);
    expect(amountsOf(choice).slice(0, 2)).toEqual([30000, 50000]);
    expect(choice.preselectedIndex).toBeNull();
  });

  it('leaves other user types and other markets alone', () => {
    expect(amountsOf(depositOptionsFor('PH', userTypes.A, 0))).toEqual(
      markets.PH.depositOptions.map((option) => option.orderAmountMinor),
    );
    expect(depositOptionsFor('BR', userTypes.E, 0).options).toEqual(markets.BR.depositOptions);
  });

  it('preselects the first-deposit amount for a new player, nothing for a returning one', () => {
    const fresh = depositOptionsFor('BR', userTypes.A, 0);
    expect(fresh.options[fresh.preselectedIndex ?? -1]?.orderAmountMinor).toBe(
      markets.BR.firstDepositMinor,
    );
    expect(depositOptionsFor('BR', userTypes.A, 2).preselectedIndex).toBeNull();
  });

  it('always answers strictly ascending amounts, for every market and user type', () => {
    for (const code of marketCodes) {
      for (const userType of Object.values(userTypes)) {
        for (const depositCount of [0, 1]) {
          const amounts = amountsOf(depositOptionsFor(code, userType, depositCount));
          expect(
            amounts.every((amount, index) => index === 0 || (amounts[index - 1] ?? 0) < amount),
          ).toBe(true);
        }
      }
    }
  });

  it('refuses unknown user types and impossible deposit counts', () => {
    expect(() => depositOptionsFor('BR', 7 as UserType, 0)).toThrow(RangeError);
    expect(() => depositOptionsFor('BR', userTypes.A, -1)).toThrow(RangeError);
    expect(() => depositOptionsFor('BR', userTypes.A, 0.5)).toThrow(RangeError);
  });
});
