import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { AppMarket } from './app-market';

const MarketContext = createContext<AppMarket | null>(null);

export function MarketProvider({ market, children }: { market: AppMarket; children: ReactNode }) {
  return <MarketContext value={market}>{children}</MarketContext>;
}

export function useMarket(): AppMarket {
  const market = useContext(MarketContext);
  if (!market) throw new Error('useMarket needs a <MarketProvider> above it');
  return market;
}
