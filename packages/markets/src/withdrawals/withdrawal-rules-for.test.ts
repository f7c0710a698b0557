import { describe, expect, it } from 'vitest';
import { userTypes } from '../user-types';
import { vipTierFor } from '../vip-tier-for';
import { withdrawalRulesFor } from './withdrawal-rules-for';
import type { WithdrawalPlayerState } from './withdrawal-player-state';

const brazilVip2: WithdrawalPlayerState = {
  marketCode: 'BR',
  userType: userTypes.A,
  vipTier: vipTierFor('BR', 10000),
  withdrawalsPaidBefore: 0,
  withdrawalsToday: 0,
  balanceMinor: 200000,
  wageringRemainingMinor: 0,
};

describe('withdrawalRulesFor', () => {
  it("answers a Brazilian VIP2 player's first withdrawal", () => {
    const rules = withdrawalRulesFor(brazilVip2);
    expect(rules).toMatchObject({
      currency: 'BRL',
      balanceMinor: 200000,
      wageringRemainingMinor: 0,
      withdrawableMinor: 200000,
      // The seed's first list up to VIP2's R$ 1,500 per withdrawal.
      amountOptionsMinor: [100, 10000, 50000, 100000],
      amountMinorMin: 100,
      amountMinorMax: 150000,
      amountMultipleOfMinor: 100,
      vipLevel: 2,
      withdrawalsPerDayMax: 2,
      withdrawalsLeftToday: 2,
    });
    expect(rules.channels.map((channel) => channel.id)).toEqual([
      'br_pix_cpf',
      'br_pix_phone',
      'br_pix_email',
      'br_pix_random',
    ]);
  });

  it('offers the later list once the player has been paid before', () => {
    expect(
      withdrawalRulesFor({ ...brazilVip2, withdrawalsPaidBefore: 1 }).amountOptionsMinor,
    ).toEqual([50000, 100000]);
  });

  it('makes nothing withdrawable while turnover remains, and shows the turnover', () => {
    const rules = withdrawalRulesFor({ ...brazilVip2, wageringRemainingMinor: 4550 });
    expect([rules.withdrawableMinor, rules.wageringRemainingMinor]).toEqual([0, 4550]);
  });

  it("gives a VIP0 player (no deposit yet) the lowest tier's limits", () => {
    const rules = withdrawalRulesFor({ ...brazilVip2, vipTier: null });
    expect(rules).toMatchObject({
      vipLevel: 0,
      amountMinorMax: 100000,
      withdrawalsPerDayMax: 2,
      amountOptionsMinor: [100, 10000, 50000, 100000],
    });
  });

  it('counts the withdrawals left today down to zero, never below', () => {
    expect(withdrawalRulesFor({ ...brazilVip2, withdrawalsToday: 1 }).withdrawalsLeftToday).toBe(1);
    expect(withdrawalRulesFor({ ...brazilVip2, withdrawalsToday: 5 }).withdrawalsLeftToday).toBe(0);
  });

  it('offers no chip a channel could not carry: ₱100,000 is above what GCash and Maya take', () => {
    const rules = withdrawalRulesFor({
      ...brazilVip2,
      marketCode: 'PH',
      vipTier: vipTierFor('PH', 1_000_000_000),
    });
    expect(rules.vipLevel).toBe(10);
    expect(rules.amountMinorMax).toBe(10_000_000);
    expect(rules.amountOptionsMinor).toEqual([2000, 100000, 500000, 1000000, 5000000]);
  });

  it('refuses loaded values out of range as bugs', () => {
    expect(() => withdrawalRulesFor({ ...brazilVip2, withdrawalsToday: -1 })).toThrow(RangeError);
    expect(() => withdrawalRulesFor({ ...brazilVip2, withdrawalsPaidBefore: 0.5 })).toThrow(
      RangeError,
    );
    expect(() => withdrawalRulesFor({ ...brazilVip2, balanceMinor: -1 })).toThrow(RangeError);
    expect(() => withdrawalRulesFor({ ...brazilVip2, wageringRemainingMinor: 1.5 })).toThrow(
      RangeError,
    );
  });
});
