import { markets } from '@sorte/markets';
import type { Market } from '@sorte/markets';

/** Total bets a Brazilian player can pick, R$ 0,50 to R$ 20,00: every one splits into 5 lines. */
const brazilBetSizesMinor = [50, 100, 200, 500, 1000, 2000] as const;

/**
 * The bets offered in a currency: Brazil's, scaled by the ratio between the market's
 * first-deposit amount and Brazil's, the same rule the markets package uses for its other lists,
 * so a bet keeps the same weight against a typical deposit everywhere. Undefined for a currency
 * no market uses.
 */
export function betSizesFor(currency: string): readonly number[] | undefined {
  const market = Object.values(markets).find((each: Market) => each.currency === currency);
  if (market === undefined) return undefined;
  const factor = market.firstDepositMinor / markets.BR.firstDepositMinor;
  if (!Number.isSafeInteger(factor) || factor < 1) {
    throw new Error(`${market.code}'s first deposit is not a whole multiple of Brazil's`);
  }
  return brazilBetSizesMinor.map((betMinor) => betMinor * factor);
}

export function isOfferedBet(currency: string, betMinor: number): boolean {
  return betSizesFor(currency)?.includes(betMinor) ?? false;
}
