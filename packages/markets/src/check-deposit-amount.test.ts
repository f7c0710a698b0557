import { describe, expect, it } from 'vitest';
import { checkDepositAmount } from './check-deposit-amount';
import { getMarket } from './market-table';

describe('checkDepositAmount', () => {
  const mexico = getMarket('MX');
  it('takes a listed option whatever the range', () => {
    expect(checkDepositAmount(mexico, [500], 500)).toEqual({ ok: true });
  });
  it('takes a whole amount inside the range', () => {
    expect(checkDepositAmount(mexico, [], 3000)).toEqual({ ok: true });
  });
  it('refuses cents where the market takes whole units only', () => {
    expect(checkDepositAmount(mexico, [], 3055)).toEqual({ ok: false, reason: 'not_whole' });
  });
  it('refuses what is outside the range, negative, or not a safe integer', () => {
    for (const amountMinor of [999, 2_000_001, -500, 0, Number.NaN, 2 ** 60]) {
      expect(checkDepositAmount(mexico, [], amountMinor)).toEqual({
        ok: false,
        reason: 'outside_range',
      });
    }
  });
});
