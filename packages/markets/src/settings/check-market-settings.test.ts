import { describe, expect, it } from 'vitest';
import { marketCodes } from '../market-codes';
import { getMarket, markets, putMarketInForce } from '../market-table';
import { checkMarketSettings } from './check-market-settings';
import { marketWithSettings, settingsOfMarket } from './market-settings';

const brazil = markets.BR;
const table = settingsOfMarket(brazil);

describe('market settings', () => {
  it("passes every market's own table values, so a first save is never refused for them", () => {
    for (const code of marketCodes) {
      expect(checkMarketSettings(markets[code], settingsOfMarket(markets[code])), code).toEqual([]);
    }
  });

  it('names each field that fails, and why', () => {
    const problems = checkMarketSettings(brazil, {
      ...table,
      depositOptions: [
        { orderAmountMinor: 2_000, givingRateBps: 0 },
        { orderAmountMinor: 1_000, givingRateBps: 0 },
      ],
      withdrawalMinorMin: 50_000,
      withdrawalMinorMax: 10_000,
      withdrawalSecondApprovalAboveMinor: 20_000,
      dailySignInRewardsMinor: [100, 200],
      vipThresholdsMinor: [0, ...table.vipThresholdsMinor.slice(1)],
    });
    expect(problems).toEqual([
      { field: 'depositOptions', code: 'not_ascending' },
      { field: 'withdrawalMinorMax', code: 'min_above_max' },
      { field: 'firstWithdrawalAmountsMinor', code: 'out_of_range' },
      { field: 'laterWithdrawalAmountsMinor', code: 'out_of_range' },
      { field: 'withdrawalAutoApproveMinorMax', code: 'out_of_range' },
      { field: 'withdrawalSecondApprovalAboveMinor', code: 'out_of_range' },
      { field: 'dailySignInRewardsMinor', code: 'wrong_count' },
      { field: 'vipThresholdsMinor', code: 'out_of_range' },
    ]);
    const richBonus = [{ orderAmountMinor: 1_000, givingRateBps: 10_001 }];
    expect(checkMarketSettings(brazil, { ...table, depositOptions: richBonus })).toEqual([
      { field: 'depositOptions', code: 'out_of_range' },
    ]);
    const oddAmount = [{ orderAmountMinor: 1_050, givingRateBps: 0 }];
    expect(checkMarketSettings(brazil, { ...table, depositOptions: oddAmount })).toEqual([
      { field: 'depositOptions', code: 'not_multiple' },
    ]);
  });

  it('puts a saved version in force for getMarket, and back to the table', () => {
    const fewer = {
      ...table,
      depositOptions: table.depositOptions.slice(0, 2),
      withdrawalMinorMax: 500_000,
    };
    putMarketInForce('BR', marketWithSettings(brazil, fewer, 3));
    try {
      expect(getMarket('BR').depositOptions).toHaveLength(2);
      expect(getMarket('BR').settingsVersion).toBe(3);
      // No VIP level may withdraw more at once than the market's new maximum.
      expect(Math.max(...getMarket('BR').vipTiers.map((tier) => tier.withdrawalMinorMax))).toBe(
        500_000,
      );
      expect(getMarket('MX')).toBe(markets.MX);
    } finally {
      putMarketInForce('BR', null);
    }
    expect(getMarket('BR')).toBe(brazil);
  });
});
