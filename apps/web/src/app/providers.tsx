import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nProvider } from '../lib/i18n';
import type { I18nWords } from '../lib/i18n';
import { MarketProvider } from '../lib/market';
import type { AppMarket } from '../lib/market';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // A few seconds of freshness stops quick back-and-forth navigation from refetching.
      queries: { staleTime: 5_000, refetchOnWindowFocus: true, retry: false },
    },
  });
}

export type AppProvidersProps = I18nWords & {
  market: AppMarket;
  queryClient: QueryClient;
  children: ReactNode;
};

export function AppProviders({ market, queryClient, children, ...words }: AppProvidersProps) {
  return (
    <MarketProvider market={market}>
      <I18nProvider {...words}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </I18nProvider>
    </MarketProvider>
  );
}
