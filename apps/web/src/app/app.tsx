import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import type { WordsStore } from '../lib/i18n';
import type { AppMarket } from '../lib/market';
import { AppRoutes } from './app-routes';
import { AppProviders } from './providers';

export interface AppProps {
  market: AppMarket;
  words: WordsStore;
  /** The jurisdiction block decided at start-up (seed §2). */
  blocked: boolean;
  queryClient: QueryClient;
}

export function App({ market, words, blocked, queryClient }: AppProps) {
  return (
    <AppProviders market={market} words={words} queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes blocked={blocked} />
      </BrowserRouter>
    </AppProviders>
  );
}
