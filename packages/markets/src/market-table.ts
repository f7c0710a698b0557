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

export function getMarket(code: MarketCode): Market {
  if (!isMarketCode(code)) throw new RangeError(`unknown market ${String(code)}`);
  return markets[code];
}
