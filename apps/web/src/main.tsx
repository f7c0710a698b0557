import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createQueryClient } from './app/providers';
import { preloadPageOf, preparePageOf } from './app/app-routes';
import { startSilentSignIn } from './app/start-silent-sign-in';
import { renderStartupFailure } from './app/startup-failure';
import {
  browserLanguagesOf,
  regionBypassRequested,
  setRegionBypass,
  visitorLanguage,
} from './lib/blocked-language';
import { isCheckoutReturnAddress } from './lib/checkout-return';
import {
  createWordsStore,
  loadCatalogue,
  loadFirstScreenWords,
  setWordsForScreens,
  toLanguage,
  translate,
} from './lib/i18n';
import { captureInstallPrompt } from './lib/install-prompt';
import { embeddedSiteAnswer, loadSiteInfo } from './lib/load-site-info';
import { inNextTask } from './lib/next-task';
import { appMarketFromSite, appMarketOf, requestedMarket } from './lib/market';
import type { AppMarket } from './lib/market';
import { leaveNoticeForNextPage } from './lib/pending-notice';
import { registerServiceWorkerAfterLoad } from './lib/register-service-worker';
import { forgetSession, getToken } from './lib/session';
import { sessionStore } from './lib/storage';
import './styles/global.css';

/**
 * Starts the app, in a task of its own once this module has been evaluated (the last line): the
 * evaluation of the app's chunk is one long task already, and the start-up's first calls (the
 * page's chunks, the sign-in) would lengthen it. Its steps take turns with the browser
 * (`inNextTask`): at 4× CPU slowdown asking for the page's chunks took about 33 ms, starting the
 * sign-in about 30, preparing the page's answers about 55 and creating React's root about 50, and
 * in one task they made one of 130 ms or more.
 */
async function startApp(): Promise<void> {
  // Where a trace, and e2e/first-screen, see the app begin: after the first paint (boot.ts).
  performance.mark('sorte:app-start');
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const session = sessionStore();
  // Before anything awaits: the browser offers to install once, early (the install card uses it).
  captureInstallPrompt();
  const regionBypass = regionBypassRequested({ search: location.search, session });
  setRegionBypass(regionBypass);
  // A token past its expiry is as good as none: drop it so start-up signs in afresh.
  if (!getToken()) forgetSession();
  // Until the api answers, the browser's language is the best guess for words about a failure.
  const guessedLanguage = toLanguage(navigator.language);
  // Beside the site info, not after it: the page this address opens.
  preloadPageOf(location.pathname);
  await inNextTask();
  start({ root, session, regionBypass }).catch(() => renderStartupFailure(root, guessedLanguage));
  registerServiceWorkerAfterLoad();
}

/**
 * The api decides what this visit is served as (the account's market, else the address's) and
 * whether the visitor's jurisdiction is blocked; the browser only asks.
 */
async function start({
  root,
  session,
  regionBypass,
}: {
  root: HTMLElement;
  session: ReturnType<typeof sessionStore>;
  regionBypass: boolean;
}): Promise<void> {
  // A checkout's tab landing back here gives the player back to the casino tab that opened it
  // and closes, before it draws or asks anything more: one casino tab (lib/checkout-return). Its
  // half of that handshake loads only here; if it cannot load, this tab simply starts.
  const handedOver = isCheckoutReturnAddress(location.search)
    ? import('./lib/checkout-handover')
        .then((handover) => handover.handOverToOpeningTab())
        .catch(() => false)
    : Promise.resolve(false);
  const requested = requestedMarket({ search: location.search, session });
  const token = getToken();
  // A visit without a token renders from the answer the page came with, without asking again
  // (a tester's region bypass is a header of the app's own calls, so that visit asks).
  const embedded =
    token || regionBypass
      ? null
      : embeddedSiteAnswer({ document, requestedMarket: requested, nowMs: Date.now() });
  const answer = embedded ?? (await loadSiteInfo({ requestedMarket: requested, token }));
  let market: AppMarket;
  let blocked = false;
  if (answer.kind === 'blocked') {
    const visitor = visitorLanguage(browserLanguagesOf(navigator));
    market = { ...appMarketOf('BR'), language: visitor.language };
    blocked = true;
  } else {
    market = appMarketFromSite(answer.site);
  }
  if (answer.kind === 'served' && answer.site.sessionEnded !== null) forgetSession();
  // The token the first screen's calls wait on, asked for while its words load and it renders (a
  // checkout's returning tab shares the opening tab's stored token, so it asks for none).
  const signedIn = blocked ? null : startSilentSignIn(market.code);
  // Only the first screen's words now; the rest loads with the first lazy screen.
  const firstScreenWords = await loadFirstScreenWords(market.language);
  const words = createWordsStore(firstScreenWords, () => loadCatalogue(market.language));
  setWordsForScreens(words);
  if (answer.kind === 'served' && answer.site.sessionEnded !== null) {
    // The stored token no longer works (an idle logout, a logout elsewhere; forgotten above, so
    // the sign-in is afresh): say why when the profile's idle logout ended it.
    const minutes = answer.site.profile.idleLogoutMinutes;
    if (answer.site.sessionEnded === 'idle' && minutes !== null) {
      leaveNoticeForNextPage(translate(firstScreenWords, 'session.idleLogout', { minutes }));
    }
  }
  if (await handedOver) {
    globalThis.close();
    // A tab the browser will not let a script close (not opened by one) simply starts.
    if (globalThis.closed) return;
  }
  document.documentElement.lang = market.language;
  const queryClient = createQueryClient();
  // The page's answers and words travel while React renders it, not after.
  if (signedIn) {
    preparePageOf(location.pathname, { queryClient, language: market.language, signedIn });
    await inNextTask();
  }
  const reactRoot = createRoot(root);
  // As a transition React renders the first screen in slices of a few milliseconds, yielding to
  // the browser between them, instead of in one long task a slow phone cannot answer a tap in.
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App market={market} words={words} blocked={blocked} queryClient={queryClient} />
      </StrictMode>,
    ),
  );
}

setTimeout(() => void startApp(), 0);
