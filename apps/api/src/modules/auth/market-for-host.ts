import type { MarketCode } from '@sorte/markets';

/**
 * The market a new player belongs to: the one the address the request arrives on serves
 * (MARKET_HOSTS), else the default. The app's `?market=` (sent as `market`) counts only where the
 * configuration allows it for development. Once the account exists its market never changes: this
 * decides only at creation. Pure.
 */
export function marketForNewPlayer(input: {
  host: string;
  requested: MarketCode | undefined;
  marketHosts: ReadonlyMap<string, MarketCode>;
  defaultMarket: MarketCode;
  clientMayChoose: boolean;
}): MarketCode {
  if (input.clientMayChoose && input.requested) return input.requested;
  const hostname = input.host.toLowerCase().replace(/:\d+$/, '');
  return input.marketHosts.get(hostname) ?? input.defaultMarket;
}
