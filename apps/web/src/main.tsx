import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createQueryClient } from './app/providers';
import { renderStartupFailure } from './app/startup-failure';
import { browserLanguagesOf, isBrowserLanguageBlocked } from './lib/blocked-language';
import { loadCatalogue } from './lib/i18n';
import { appMarketOf, resolveMarket } from './lib/market';
import { forgetSession, getToken } from './lib/session';
import { sessionStore } from './lib/storage';
import './styles/global.css';

const session = sessionStore();
const market = appMarketOf(
  resolveMarket({ hostname: location.hostname, search: location.search, session }),
);
const blocked = isBrowserLanguageBlocked({
  browserLanguages: browserLanguagesOf(navigator),
  search: location.search,
  session,
});

document.documentElement.lang = market.language;
// A token past its expiry is as good as none: drop it so start-up signs in afresh.
if (!getToken()) forgetSession();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

loadCatalogue(market.language).then(
  (catalogue) => {
    createRoot(root).render(
      <StrictMode>
        <App
          market={market}
          catalogue={catalogue}
          blocked={blocked}
          queryClient={createQueryClient()}
        />
      </StrictMode>,
    );
  },
  () => renderStartupFailure(root, market.language),
);
