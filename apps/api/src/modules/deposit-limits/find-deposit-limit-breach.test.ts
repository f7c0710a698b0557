import { describe, expect, it } from 'vitest';
import { findDepositLimitBreach } from './require-within-deposit-limits';

const none = { day: null, week: null, month: null };
const used = { day: 3000, week: 8000, month: 20_000 };

describe('findDepositLimitBreach', () => {
  it('lets any deposit through where no limit is set', () => {
    expect(findDepositLimitBreach(none, used, 1_000_000)).toBeNull();
  });

  it('allows a deposit that reaches a limit exactly, and refuses one unit more', () => {
    const limits = { ...none, day: 5000 };
    expect(findDepositLimitBreach(limits, used, 2000)).toBeNull();
    expect(findDepositLimitBreach(limits, used, 2001)).toEqual({
      period: 'day',
      limitMinor: 5000,
      leftMinor: 2000,
    });
  });

  it('names the shortest period passed first, and never a negative room', () => {
    const limits = { day: 5000, week: 6000, month: 100_000 };
    expect(findDepositLimitBreach(limits, used, 2500)).toEqual({
      period: 'day',
      limitMinor: 5000,
      leftMinor: 2000,
    });
    expect(findDepositLimitBreach({ ...limits, day: null }, used, 1)).toEqual({
      period: 'week',
      limitMinor: 6000,
      leftMinor: 0,
    });
  });
});
