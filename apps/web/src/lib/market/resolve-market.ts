import { isMarketCode } from '@sorte/markets';
import type { MarketCode } from '@sorte/markets';
import type { KeyValueStore } from '../storage';
import { defaultMarket, hostMarketRules } from './host-markets';

export const marketOverrideKey = 'sorte.marketOverride';

export interface MarketSource {
  hostname: string;
  search: string;
  /** Where a `?market=` override is remembered for the rest of the tab's life. */
  session: KeyValueStore;
}

export function marketForHost(hostname: string): MarketCode {
  const host = hostname.toLowerCase();
  return hostMarketRules.find((rule) => host.includes(rule.hostContains))?.market ?? defaultMarket;
}

function parseMarketCode(value: string | null): MarketCode | null {
  const code = value?.trim().toUpperCase() ?? '';
  return isMarketCode(code) ? code : null;
}

/**
 * `?market=PH` (any market code) wins and is remembered in session storage, so testers can move
 * between pages without repeating it; otherwise the hostname decides.
 */
export function resolveMarket({ hostname, search, session }: MarketSource): MarketCode {
  const requested = parseMarketCode(new URLSearchParams(search).get('market'));
  if (requested) {
    try {
      session.setItem(marketOverrideKey, requested);
    } catch {
      // Storage can be unavailable (private mode); the override then lasts for this page only.
    }
    return requested;
  }
  let remembered: MarketCode | null = null;
  try {
    remembered = parseMarketCode(session.getItem(marketOverrideKey));
  } catch {
    remembered = null;
  }
  return remembered ?? marketForHost(hostname);
}
