export { appMarketFromSite, appMarketOf } from './app-market';
export type { AppMarket, SiteInfo, SiteOperator, SiteProfile, SiteTracking } from './app-market';
export { MarketProvider, useMarket } from './market-context';
export { requestedMarket } from './requested-market';
export { formatMarketTime } from './format-market-time';
