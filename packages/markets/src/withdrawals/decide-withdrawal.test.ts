import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { markets } from '../market-table';
import { findPayoutChannel } from '../payouts/payout-channels';
import { userTypes } from '../user-types';
import { vipTierFor } from '../vip-tier-for';
import { decideWithdrawal } from './decide-withdrawal';
import type { WithdrawalRequestState } from './decide-withdrawal';
import { quoteWithdrawal } from './quote-withdrawal';

const nowMs = Date.UTC(2026, 0, 15, 12, 0, 0);

// VIP2 in Brazil: two withdrawals a day, R$ 1,500 each.
const allowed: WithdrawalRequestState = {
  marketCode: 'BR',
  userType: userTypes.A,
  vipTier: vipTierFor('BR', 10000),
  withdrawalsPaidBefore: 0,
  withdrawalsToday: 0,
  balanceMinor: 200000,
  wageringRemainingMinor: 0,
  amountMinor: 10000,
  channelId: 'br_pix_cpf',
  openWithdrawal: false,
  lastRequestedAtMs: null,
  nowMs,
};

const refusalOf = (state: WithdrawalRequestState) => {
  const decision = decideWithdrawal(state);
  return decision.ok ? null : decision.refusal;
};

describe('decideWithdrawal: allowed', () => {
  it('accepts a request that passes every check, with its quote and channel', () => {
    const decision = decideWithdrawal(allowed);
    const channel = findPayoutChannel('BR', 'br_pix_cpf');
    expect(decision).toEqual({
      ok: true,
      quote: channel && quoteWithdrawal(markets.BR, { amountMinor: 10000, channel }),
      channel,
    });
  });

  it('accepts the whole balance at the limits: the level maximum, the last of the day', () => {
    expect(
      decideWithdrawal({
        ...allowed,
        amountMinor: 150000,
        balanceMinor: 150000,
        withdrawalsToday: 1,
      }).ok,
    ).toBe(true);
  });

  it('allows the next request exactly one minute after the last', () => {
    expect(decideWithdrawal({ ...allowed, lastRequestedAtMs: nowMs - 60_000 }).ok).toBe(true);
  });

  it("lets a VIP0 player (no deposit) withdraw won money within the lowest tier's limits", () => {
    expect(decideWithdrawal({ ...allowed, vipTier: null, amountMinor: 100000 }).ok).toBe(true);
  });
});

describe('decideWithdrawal: each refusal', () => {
  it('refuses a second open withdrawal', () => {
    expect(refusalOf({ ...allowed, openWithdrawal: true })).toEqual({ code: 'withdrawProcessing' });
  });

  it('refuses while turnover remains, with the turnover left', () => {
    expect(refusalOf({ ...allowed, wageringRemainingMinor: 4550 })).toEqual({
      code: 'needPlayGame',
      wageringRemainingMinor: 4550,
    });
  });

  it("refuses past the level's count per day, naming it", () => {
    expect(refusalOf({ ...allowed, withdrawalsToday: 2 })).toEqual({
      code: 'daily_limit_reached',
      withdrawalsPerDayMax: 2,
    });
    expect(
      refusalOf({ ...allowed, vipTier: vipTierFor('BR', 100_000_000), withdrawalsToday: 9 }),
    ).toBeNull();
  });

  it('refuses a request within a minute of the last, saying how long to wait', () => {
    expect(refusalOf({ ...allowed, lastRequestedAtMs: nowMs - 45_000 })).toEqual({
      code: 'too_frequent',
      retryAfterMs: 15_000,
    });
    // A last request stamped in the future (clock skew) waits one interval, not longer.
    expect(refusalOf({ ...allowed, lastRequestedAtMs: nowMs + 3_600_000 })).toEqual({
      code: 'too_frequent',
      retryAfterMs: 60_000,
    });
  });

  it("refuses without an account, or with one whose channel the market doesn't offer", () => {
    expect(refusalOf({ ...allowed, channelId: null })).toEqual({ code: 'account_missing' });
    expect(refusalOf({ ...allowed, channelId: 'mx_clabe' })).toEqual({ code: 'account_missing' });
  });

  it('refuses amounts below the minimum or not whole, giving the range', () => {
    for (const amountMinor of [50, 0, -100, 100.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(refusalOf({ ...allowed, amountMinor }), String(amountMinor)).toEqual({
        code: 'amount_invalid',
        amountMinorMin: 100,
        amountMinorMax: 150000,
      });
    }
  });

  it("refuses amounts off the market's step (whole reais)", () => {
    expect(refusalOf({ ...allowed, amountMinor: 10050 })).toEqual({
      code: 'only_support_ten',
      multipleOfMinor: 100,
    });
  });

  it('refuses more than the balance, saying the balance', () => {
    expect(refusalOf({ ...allowed, balanceMinor: 9900 })).toEqual({
      code: 'insufficient_balance',
      balanceMinor: 9900,
    });
    expect(refusalOf({ ...allowed, balanceMinor: 0 })).toEqual({
      code: 'insufficient_balance',
      balanceMinor: 0,
    });
  });

  it("refuses more than the level's limit, naming the limit", () => {
    expect(refusalOf({ ...allowed, amountMinor: 150100 })).toEqual({
      code: 'needUpgradeVip',
      vipLevel: 2,
      withdrawalMinorMax: 150000,
    });
    expect(refusalOf({ ...allowed, vipTier: null, amountMinor: 100100 })).toEqual({
      code: 'needUpgradeVip',
      vipLevel: 0,
      withdrawalMinorMax: 100000,
    });
  });

  it("refuses more than the market's maximum where the level allows all of it", () => {
    expect(
      refusalOf({
        ...allowed,
        vipTier: vipTierFor('BR', 100_000_000),
        balanceMinor: 5_000_000,
        amountMinor: 1_000_100,
      }),
    ).toEqual({ code: 'amount_invalid', amountMinorMin: 100, amountMinorMax: 1_000_000 });
  });

  it("refuses more than the account's channel carries, giving the channel's range", () => {
    const philippineVip10 = {
      ...allowed,
      marketCode: 'PH',
      vipTier: vipTierFor('PH', 1_000_000_000),
      balanceMinor: 20_000_000,
      channelId: 'ph_gcash',
    } as const;
    expect(refusalOf({ ...philippineVip10, amountMinor: 6_000_000 })).toEqual({
      code: 'no_channel',
      channelId: 'ph_gcash',
      amountMinorMax: 5_000_000,
    });
    expect(refusalOf({ ...philippineVip10, amountMinor: 5_000_000 })).toBeNull();
  });
});

describe('decideWithdrawal: the order of the checks', () => {
  it('tells the most useful reason first, peeling one problem at a time', () => {
    let state: WithdrawalRequestState = {
      ...allowed,
      openWithdrawal: true,
      wageringRemainingMinor: 100,
      withdrawalsToday: 2,
      lastRequestedAtMs: nowMs - 1000,
      channelId: null,
      amountMinor: 50,
    };
    const seen: string[] = [];
    const fixes: ((current: WithdrawalRequestState) => WithdrawalRequestState)[] = [
      (current) => ({ ...current, openWithdrawal: false }),
      (current) => ({ ...current, wageringRemainingMinor: 0 }),
      (current) => ({ ...current, withdrawalsToday: 0 }),
      (current) => ({ ...current, lastRequestedAtMs: null }),
      (current) => ({ ...current, channelId: 'br_pix_cpf' }),
      (current) => ({ ...current, amountMinor: 300050 }),
      (current) => ({ ...current, amountMinor: 300000 }),
      (current) => ({ ...current, amountMinor: 150000 }),
    ];
    for (const fix of fixes) {
      seen.push(refusalOf(state)?.code ?? 'ok');
      state = fix(state);
    }
    seen.push(refusalOf(state)?.code ?? 'ok');
    expect(seen).toEqual([
      'withdrawProcessing',
      'needPlayGame',
      'daily_limit_reached',
      'too_frequent',
      'account_missing',
      'amount_invalid',
      'only_support_ten',
      'needUpgradeVip',
      'ok',
    ]);
  });

  it('reports the lowest ceiling the amount passes; on a tie the balance first', () => {
    const over = { ...allowed, amountMinor: 200000 };
    expect(refusalOf({ ...over, balanceMinor: 120000 })?.code).toBe('insufficient_balance');
    expect(refusalOf({ ...over, balanceMinor: 180000 })?.code).toBe('needUpgradeVip');
    expect(refusalOf({ ...over, balanceMinor: 150000 })?.code).toBe('insufficient_balance');
  });

  it('clears every ceiling with one correction: the amount its refusal names', () => {
    const tiers = [null, ...markets.PH.vipTiers];
    fc.assert(
      fc.property(
        fc.constantFrom(...tiers),
        fc.constantFrom('ph_gcash', 'ph_maya'),
        fc.integer({ min: 20, max: 200_000 }).map((units) => units * 100),
        fc.integer({ min: 0, max: 20_000_000 }),
        (vipTier, channelId, amountMinor, balanceMinor) => {
          const state = {
            ...allowed,
            marketCode: 'PH',
            vipTier,
            channelId,
            amountMinor,
            balanceMinor,
          } as const;
          const refusal = refusalOf(state);
          if (refusal === null) return;
          const ceilingMinor =
            refusal.code === 'insufficient_balance'
              ? refusal.balanceMinor
              : refusal.code === 'needUpgradeVip'
                ? refusal.withdrawalMinorMax
                : refusal.code === 'no_channel'
                  ? refusal.amountMinorMax
                  : refusal.code === 'amount_invalid'
                    ? refusal.amountMinorMax
                    : null;
          expect(ceilingMinor, refusal.code).not.toBeNull();
          const corrected = Math.floor((ceilingMinor ?? 0) / 100) * 100;
          if (corrected < markets.PH.withdrawalMinorMin) return;
          expect(refusalOf({ ...state, amountMinor: corrected })).toBeNull();
        },
      ),
    );
  });

  it('accepts only what the rules allow', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(null, ...markets.BR.vipTiers),
        fc.integer({ min: -1000, max: 2_000_000 }),
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.nat({ max: 12 }),
        (vipTier, amountMinor, balanceMinor, withdrawalsToday) => {
          const decision = decideWithdrawal({
            ...allowed,
            vipTier,
            amountMinor,
            balanceMinor,
            withdrawalsToday,
          });
          if (!decision.ok) return;
          const tier = vipTier ?? markets.BR.vipTiers[0];
          expect(amountMinor).toBeGreaterThanOrEqual(markets.BR.withdrawalMinorMin);
          expect(amountMinor).toBeLessThanOrEqual(
            Math.min(balanceMinor, tier?.withdrawalMinorMax ?? 0),
          );
          expect(amountMinor % markets.BR.withdrawalMultipleOfMinor).toBe(0);
          expect(withdrawalsToday).toBeLessThan(tier?.withdrawalsPerDayMax ?? 0);
          expect(decision.quote.amountMinor).toBe(amountMinor);
        },
      ),
    );
  });

  it('refuses loaded values out of range as bugs', () => {
    expect(() => decideWithdrawal({ ...allowed, balanceMinor: -1 })).toThrow(RangeError);
    expect(() => decideWithdrawal({ ...allowed, withdrawalsToday: Number.NaN })).toThrow(
      RangeError,
    );
    expect(() => decideWithdrawal({ ...allowed, lastRequestedAtMs: Number.NaN })).toThrow(
      RangeError,
    );
  });
});
