import { isMarketCode } from '@sorte/markets';
import type { MarketCode } from '@sorte/markets';
import type { KeyValueStore } from '../storage';

export const marketOverrideKey = 'sorte.marketOverride';

function parseMarketCode(value: string | null): MarketCode | null {
  const code = value?.trim().toUpperCase() ?? '';
  return isMarketCode(code) ? code : null;
}

/**
 * The market a tester asks for with `?market=PH`, remembered for the rest of the tab so later
 * pages keep asking. Only a request: the api honours it where its configuration allows the
 * development override (never in production), and only for a new player; an account keeps its
 * market whatever is asked.
 */
export function requestedMarket({
  search,
  session,
}: {
  search: string;
  session: KeyValueStore;
}): MarketCode | null {
  const requested = parseMarketCode(new URLSearchParams(search).get('market'));
  try {
    if (requested) {
      session.setItem(marketOverrideKey, requested);
      return requested;
    }
    return parseMarketCode(session.getItem(marketOverrideKey));
  } catch {
    // Storage can be unavailable (private mode); the request then lasts for this page only.
    return requested;
  }
}
