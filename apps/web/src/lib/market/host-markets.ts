import type { MarketCode } from '@sorte/markets';

/**
 * Which market a hostname serves. The first rule whose fragment the hostname contains wins;
 * hosts that match no rule get the default. Add a market's domains here.
 */
export const hostMarketRules: readonly { hostContains: string; market: MarketCode }[] = [
  { hostContains: '.ph', market: 'PH' },
  { hostContains: '.mx', market: 'MX' },
];

export const defaultMarket: MarketCode = 'BR';
