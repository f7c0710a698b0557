import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '../lib/i18n';
import type { Catalogue } from '../lib/i18n';
import { ptBR } from '@sorte/words/web/catalogues';
import { appMarketOf, MarketProvider } from '../lib/market';
import type { AppMarket } from '../lib/market';

export interface InAppOptions {
  market?: AppMarket;
  catalogue?: Catalogue;
  queryClient?: QueryClient;
}

/**
 * Renders a component inside what the app gives every screen: a query client, the market and its
 * language (Brazil, in Portuguese, unless asked otherwise). A rerender keeps them.
 */
export function renderInApp(ui: ReactNode, options: InAppOptions = {}) {
  const queryClient = options.queryClient ?? new QueryClient();
  const market = options.market ?? appMarketOf('BR');
  const catalogue = options.catalogue ?? ptBR;
  return render(ui, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <MarketProvider market={market}>
          <I18nProvider catalogue={catalogue}>{children}</I18nProvider>
        </MarketProvider>
      </QueryClientProvider>
    ),
  });
}
