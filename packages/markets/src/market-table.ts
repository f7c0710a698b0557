import { deepFreeze } from './deep-freeze';
import type { Market } from './market';
import { isMarketCode } from './market-codes';
import type { MarketCode } from './market-codes';
import { brazil } from './markets/brazil';
import { egypt } from './markets/egypt';
import { indonesia } from './markets/indonesia';
import { mexico } from './markets/mexico';
import { nigeria } from './markets/nigeria';
import { philippines } from './markets/philippines';
import { thailand } from './markets/thailand';
import { vietnam } from './markets/vietnam';

/**
 * Every per-market constant, one entry per market, in the seed's order. Frozen: the table is
 * shared by every request, so a caller that wants different values builds its own copy.
 */
export const markets: { readonly [Code in MarketCode]: Market & { readonly code: Code } } =
  deepFreeze({
    BR: brazil,
    NG: nigeria,
    ID: indonesia,
    MX: mexico,
    PH: philippines,
    VN: vietnam,
    TH: thailand,
    EG: egypt,
  });

/**
 * A market as the settings staff saved make it (`marketWithSettings`), where a process put one in
 * force: the api follows every saved version (modules/market-settings); elsewhere the table holds.
 */
const inForce = new Map<MarketCode, Market>();

export function getMarket(code: MarketCode): Market {
  if (!isMarketCode(code)) throw new RangeError(`unknown market ${String(code)}`);
  return inForce.get(code) ?? markets[code];
}

/** Puts a market's saved settings in force in this process; null goes back to the table. */
export function putMarketInForce(code: MarketCode, market: Market | null): void {
  if (market === null) inForce.delete(code);
  else inForce.set(code, deepFreeze(market));
}
