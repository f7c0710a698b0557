import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import type { Catalogue } from '../lib/i18n';
import type { AppMarket } from '../lib/market';
import { AppRoutes } from './app-routes';
import { AppProviders } from './providers';

export interface AppProps {
  market: AppMarket;
  catalogue: Catalogue;
  /** The jurisdiction block decided at start-up (seed §2). */
  blocked: boolean;
  queryClient: QueryClient;
}

export function App({ market, catalogue, blocked, queryClient }: AppProps) {
  return (
    <AppProviders market={market} catalogue={catalogue} queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes blocked={blocked} />
      </BrowserRouter>
    </AppProviders>
  );
}
