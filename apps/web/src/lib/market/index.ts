export { appMarketOf } from './app-market';
export type { AppMarket } from './app-market';
export { MarketProvider, useMarket } from './market-context';
export { marketForHost, resolveMarket } from './resolve-market';
export { formatMarketTime } from './format-market-time';
