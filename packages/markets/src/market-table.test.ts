import { describe, it, expect } from 'vitest';
import { currencies, isCurrencyCode } from '@sorte/money';
import type { MarketField } from './market';
import { isMarketCode, marketCodes } from './market-codes';
import { getMarket, markets } from './market-table';
import type { MarketCode } from './market-codes';

// A Record over MarketField makes the compiler list every field of Market here.
const everyField: Record<MarketField, true> = {
  code: true,
  name: true,
  currency: true,
  currencySign: true,
  phoneAreaCode: true,
  language: true,
  locale: true,
  timeZone: true,
  newTaskRewardMinor: true,
  firstDepositMinor: true,
  arrivalMinor: true,
  unrechargedBalanceMinor: true,
  withdrawLimitMinor: true,
  differentCountryTimeMs: true,
  firstWithdrawalAmountsMinor: true,
  laterWithdrawalAmountsMinor: true,
  withdrawalAmountVariants: true,
  dailySignInRewardsMinor: true,
  vipTiers: true,
  depositOptions: true,
  depositOverrides: true,
  customDepositRange: true,
  depositMultipleOfMinor: true,
  withdrawalMinorMin: true,
  withdrawalMinorMax: true,
  withdrawalMultipleOfMinor: true,
  withdrawalIntervalMsMin: true,
  withdrawalAutoApproveMinorMax: true,
  withdrawalSecondApprovalAboveMinor: true,
  depositWageringMultiple: true,
  bonusWageringMultiple: true,
  withdrawalFeeBps: true,
  withdrawalFeeAboveMinor: true,
  withdrawalTaxBps: true,
  complianceProfile: true,
};

const allMarkets = marketCodes.map((code) => markets[code]);

function isAscending(values: readonly number[], strictly = true): boolean {
  return values.every((value, index) => {
    const previous = values[index - 1];
    return previous === undefined || (strictly ? previous < value : previous <= value);
  });
}

/** Every number under a field named …Minor, …Ms or …Bps, with the path it was found at. */
function amountsIn(value: unknown, path: string, counted = false): [string, unknown][] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => amountsIn(item, `${path}[${index}]`, counted));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, child]) =>
      amountsIn(child, `${path}.${key}`, /(Minor|Ms|Bps|MinorMin|MinorMax)$/.test(key) || counted),
    );
  }
  return counted ? [[path, value]] : [];
}

describe('the market table', () => {
  it('has the eight markets of the seed, in its order, keyed by code', () => {
    expect(Object.keys(markets)).toEqual(['BR', 'NG', 'ID', 'MX', 'PH', 'VN', 'TH', 'EG']);
    for (const code of marketCodes) expect(markets[code].code).toBe(code);
  });

  it('gives every market every field', () => {
    for (const market of allMarkets) {
      expect(Object.keys(market).sort()).toEqual(
        [...Object.keys(everyField), 'chosenFields'].sort(),
      );
      for (const field of Object.keys(everyField)) {
        expect(market[field as MarketField], `${market.code}.${field}`).not.toBeUndefined();
      }
    }
  });

  it('holds only safe, non-negative integer amounts, times and rates', () => {
    for (const market of allMarkets) {
      const amounts = amountsIn(market, market.code);
      expect(amounts.length).toBeGreaterThan(50);
      for (const [path, amount] of amounts) {
        expect(
          Number.isSafeInteger(amount) && (amount as number) >= 0,
          `${path} = ${String(amount)}`,
        ).toBe(true);
      }
    }
  });

  it('agrees with the currency table of @sorte/money', () => {
    const expected: Record<MarketCode, string> = {
      BR: 'BRL',
      NG: 'NGN',
      ID: 'IDR',
      MX: 'MXN',
      PH: 'PHP',
      VN: 'VND',
      TH: 'THB',
      EG: 'EGP',
    };
    for (const market of allMarkets) {
      expect(isCurrencyCode(market.currency)).toBe(true);
      expect(market.currency).toBe(expected[market.code]);
      expect(market.currencySign).toBe(currencies[market.currency].sign);
    }
  });

  it('pins the seed §9 table (order BR, NGN, IDR, MX, PH, VN, TH, EG)', () => {
    const column = (field: MarketField) => allMarkets.map((market) => market[field]);
    expect(column('newTaskRewardMinor')).toEqual([3000, 3000, 9e6, 9000, 30000, 15000, 3000, 3000]);
    expect(column('firstDepositMinor')).toEqual([1000, 1000, 3e6, 3000, 10000, 5000, 1000, 1000]);
    expect(column('arrivalMinor')).toEqual([3000, 3000, 9e6, 9000, 30000, 15000, 3000, 3000]);
    expect(column('unrechargedBalanceMinor')).toEqual([
      50000, 100000, 3e8, 100000, 500000, 250000, 100000, 100000,
    ]);
    expect(column('withdrawLimitMinor')).toEqual([
      50000, 50000, 15e7, 200000, 500000, 150000, 50000, 50000,
    ]);
    expect(column('differentCountryTimeMs')).toEqual([
      39.6e6, 25.2e6, 3.6e6, 50.4e6, 0, 3.6e6, 3.6e6, 18e6,
    ]);
  });

  it("pins the seed's Brazil values", () => {
    const brazil = markets.BR;
    expect(brazil.firstDepositMinor).toBe(1000);
    expect(brazil.arrivalMinor).toBe(3000);
    expect(brazil.firstWithdrawalAmountsMinor).toEqual([
      100, 10000, 50000, 100000, 500000, 1000000,
    ]);
    expect(brazil.laterWithdrawalAmountsMinor[0]).toBe(50000);
    expect(brazil.laterWithdrawalAmountsMinor.at(-1)).toBe(1000000);
    expect(brazil.dailySignInRewardsMinor).toEqual([100, 300, 200, 200, 200, 200, 300, 200, 500]);
    expect([brazil.withdrawalFeeBps, brazil.withdrawalFeeAboveMinor]).toEqual([500, 50000]);
    expect(brazil.customDepositRange).toEqual({ amountMinorMin: 1000, amountMinorMax: 2000000 });
  });

  it("pins the seed's first withdrawal of the Philippines (2000 and up) and Mexico (200 and up)", () => {
    expect(markets.PH.firstWithdrawalAmountsMinor[0]).toBe(2000);
    expect(markets.MX.firstWithdrawalAmountsMinor[0]).toBe(200);
  });

  it('has the seed and PRODUCT.md identities: phone code, language, time zone', () => {
    const identity = allMarkets.map((market) => [
      market.code,
      market.phoneAreaCode,
      market.language,
      market.timeZone,
    ]);
    expect(identity).toEqual([
      ['BR', '+55', 'pt-BR', 'America/Sao_Paulo'],
      ['NG', '+234', 'en', 'Africa/Lagos'],
      ['ID', '+62', 'en', 'Asia/Jakarta'],
      ['MX', '+52', 'es', 'America/Mexico_City'],
      ['PH', '+63', 'en', 'Asia/Manila'],
      ['VN', '+84', 'en', 'Asia/Ho_Chi_Minh'],
      ['TH', '+66', 'en', 'Asia/Bangkok'],
      ['EG', '+20', 'en', 'Africa/Cairo'],
    ]);
  });

  it('names real IANA time zones and Intl locales', () => {
    for (const market of allMarkets) {
      expect(() => new Intl.DateTimeFormat('en', { timeZone: market.timeZone })).not.toThrow();
      expect(Intl.DateTimeFormat.supportedLocalesOf([market.locale])).toEqual([market.locale]);
    }
  });

  it('lists deposit options strictly ascending, starting at the first-deposit amount', () => {
    for (const market of allMarkets) {
      const amounts = market.depositOptions.map((option) => option.orderAmountMinor);
      expect(isAscending(amounts), market.code).toBe(true);
      expect(amounts[0], market.code).toBe(market.firstDepositMinor);
      expect(market.depositOptions.every((option) => option.givingRateBps <= 10000)).toBe(true);
    }
  });

  it('keeps every withdrawal amount ascending, within the limits and a multiple of the step', () => {
    for (const market of allMarkets) {
      const lists = [market, ...Object.values(market.withdrawalAmountVariants)];
      for (const list of lists.flatMap((variant) => [
        variant.firstWithdrawalAmountsMinor,
        variant.laterWithdrawalAmountsMinor,
      ])) {
        expect(isAscending(list), market.code).toBe(true);
        for (const amountMinor of list) {
          expect(amountMinor).toBeGreaterThanOrEqual(market.withdrawalMinorMin);
          expect(amountMinor).toBeLessThanOrEqual(market.withdrawalMinorMax);
          expect(
            amountMinor % market.withdrawalMultipleOfMinor,
            `${market.code} ${amountMinor}`,
          ).toBe(0);
        }
      }
      expect(market.withdrawalMinorMin % market.withdrawalMultipleOfMinor).toBe(0);
    }
  });

  it('has nine daily sign-in rewards and ten VIP tiers, VIP1 at any deposit', () => {
    for (const market of allMarkets) {
      expect(market.dailySignInRewardsMinor).toHaveLength(9);
      expect(market.vipTiers.map((tier) => tier.level)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect(market.vipTiers[0]?.totalDepositsMinorMin).toBe(1);
      expect(isAscending(market.vipTiers.map((tier) => tier.totalDepositsMinorMin))).toBe(true);
      expect(
        isAscending(
          market.vipTiers.map((tier) => tier.withdrawalMinorMax),
          false,
        ),
      ).toBe(true);
      expect(
        isAscending(
          market.vipTiers.map((tier) => tier.withdrawalsPerDayMax),
          false,
        ),
      ).toBe(true);
      for (const tier of market.vipTiers) {
        expect(tier.withdrawalMinorMax).toBeLessThanOrEqual(market.withdrawalMinorMax);
        expect(tier.withdrawalsPerDayMax).toBeGreaterThan(0);
      }
    }
  });

  it('takes the custom deposit range from the seed: 10 to 20000 whole units', () => {
    const ranges = allMarkets.map((market) => market.customDepositRange);
    expect(ranges).toEqual([
      { amountMinorMin: 1000, amountMinorMax: 2000000 },
      { amountMinorMin: 10, amountMinorMax: 20000 },
      { amountMinorMin: 1, amountMinorMax: 2000 },
      { amountMinorMin: 1000, amountMinorMax: 2000000 },
      { amountMinorMin: 1000, amountMinorMax: 2000000 },
      { amountMinorMin: 10, amountMinorMax: 20000 },
      { amountMinorMin: 1000, amountMinorMax: 2000000 },
      { amountMinorMin: 1000, amountMinorMax: 2000000 },
    ]);
  });

  it('charges 1× turnover per deposit (PRODUCT.md §3.5) and fees only as rates below 100 %', () => {
    for (const market of allMarkets) {
      expect(market.depositWageringMultiple).toBe(1);
      expect(market.withdrawalFeeBps + market.withdrawalTaxBps).toBeLessThan(10000);
    }
  });

  it('marks the chosen fields with real, distinct field names', () => {
    for (const market of allMarkets) {
      expect(new Set(market.chosenFields).size).toBe(market.chosenFields.length);
      for (const field of market.chosenFields) expect(Object.keys(everyField)).toContain(field);
    }
    expect(markets.BR.chosenFields).not.toContain('dailySignInRewardsMinor');
    expect(markets.BR.chosenFields).not.toContain('firstWithdrawalAmountsMinor');
    expect(markets.NG.chosenFields).toContain('dailySignInRewardsMinor');
  });

  it('uses the default compliance profile except in the Philippines (PAGCOR, 21+)', () => {
    expect(allMarkets.map((market) => market.complianceProfile.id)).toEqual([
      'default',
      'default',
      'default',
      'default',
      'ph-pagcor',
      'default',
      'default',
      'default',
    ]);
    expect(markets.PH.complianceProfile.minimumAge).toBe(21);
  });

  it('is frozen all the way down', () => {
    expect(Object.isFrozen(markets)).toBe(true);
    expect(Object.isFrozen(markets.BR.depositOptions[0])).toBe(true);
    expect(Object.isFrozen(markets.ID.vipTiers)).toBe(true);
  });

  it('looks markets up by code and refuses unknown codes', () => {
    expect(getMarket('PH')).toBe(markets.PH);
    expect(isMarketCode('BR')).toBe(true);
    expect(isMarketCode('br')).toBe(false);
    expect(isMarketCode('US')).toBe(false);
    expect(() => getMarket('US' as MarketCode)).toThrow(/unknown market/);
  });
});
