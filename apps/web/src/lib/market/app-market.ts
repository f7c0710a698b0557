import { getMarket } from '@sorte/markets';
import type { MarketCode } from '@sorte/markets';
import type { CurrencyCode } from '@sorte/money';
import { toLanguage } from '../i18n/language';
import type { Language } from '../i18n/language';

/** What the app needs to know about the market it serves: who it talks to and in what money. */
export interface AppMarket {
  code: MarketCode;
  language: Language;
  currency: CurrencyCode;
}

export function appMarketOf(code: MarketCode): AppMarket {
  const market = getMarket(code);
  return { code, language: toLanguage(market.language), currency: market.currency };
}
