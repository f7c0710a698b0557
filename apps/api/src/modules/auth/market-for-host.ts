import type { MarketCode } from '@sorte/markets';

export type NewPlayerMarketSource = 'host' | 'override' | 'default';

/**
 * The market a new player belongs to, and why: the development `?market=` (sent as `market`)
 * where the configuration allows it, else the one the address the request arrives on serves
 * (MARKET_HOSTS), else the default. Once the account exists its market never changes: this decides
 * only at creation. Pure.
 */
export function decideNewPlayerMarket(input: {
  host: string;
  requested: MarketCode | undefined;
  marketHosts: ReadonlyMap<string, MarketCode>;
  defaultMarket: MarketCode;
  clientMayChoose: boolean;
}): { market: MarketCode; source: NewPlayerMarketSource } {
  if (input.clientMayChoose && input.requested) {
    return { market: input.requested, source: 'override' };
  }
  const hostname = input.host.toLowerCase().replace(/:\d+$/, '');
  const hosted = input.marketHosts.get(hostname);
  return hosted
    ? { market: hosted, source: 'host' }
    : { market: input.defaultMarket, source: 'default' };
}

export function marketForNewPlayer(input: Parameters<typeof decideNewPlayerMarket>[0]): MarketCode {
  return decideNewPlayerMarket(input).market;
}
