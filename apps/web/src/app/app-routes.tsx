import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { AppShell } from './layout/app-shell';
import { isPathOf, pageOfAlias, paths } from './paths';
import { prepareStartupOverlays } from './hooks/use-startup-sequence';
import type { PagePreparation, PreparePage } from './page-preparation';
import { HomeRoute, prepareHome } from './routes/home/home-route';
import { lazyWithWords, loadAllWords } from '../lib/i18n';

/** A page's module: the page, and what it asks for before it first renders, if anything. */
type PageModule = Promise<{ default: ComponentType; prepare?: PreparePage }>;

/** A page that loads when visited: its lazy component, and its loader for `preloadPageOf`. */
function lazyPage(load: () => PageModule) {
  return { load, Page: lazyWithWords(load) };
}

// Home is in the entry chunk (it is what `/` paints); every other page loads when visited. Each
// page's loader is named once, so start-up can begin fetching the page an address opens before
// the site info answers (`preloadPageOf`), and the lazy component then finds it under way.
const ownPages: Record<string, ReturnType<typeof lazyPage>> = {
  [paths.profile]: lazyPage(() => import('./routes/profile-route')),
  [paths.promotions]: lazyPage(() => import('./routes/promotions-route')),
  [paths.promotionItem]: lazyPage(() => import('./routes/promotion-item-route')),
  [paths.withdrawals]: lazyPage(() => import('./routes/withdrawals-route')),
  [paths.withdrawalTracker]: lazyPage(() => import('./routes/withdrawal-tracker-route')),
  [paths.history]: lazyPage(() => import('./routes/history-route')),
  [paths.about]: lazyPage(() => import('./routes/about-route')),
  [paths.myData]: lazyPage(() => import('./routes/my-data-route')),
  [paths.invite]: lazyPage(() => import('./routes/invite-route')),
  [paths.vip]: lazyPage(() => import('./routes/vip-route')),
  [paths.support]: lazyPage(() => import('./routes/support-route')),
  [paths.supportTicket]: lazyPage(() => import('./routes/support-ticket-route')),
  [paths.terms]: lazyPage(() => import('./routes/terms-route')),
  [paths.responsibleGaming]: lazyPage(() => import('./routes/responsible-gaming-route')),
  [paths.forbidden]: lazyPage(() => import('./routes/forbidden-route')),
};

/** Every lazy page by its address, an alias's (`pageOfAlias`) the same as its page's. */
const lazyPages: Record<string, ReturnType<typeof lazyPage>> = { ...ownPages };
for (const [alias, page] of Object.entries(pageOfAlias)) {
  const own = ownPages[paths[page]];
  if (own) lazyPages[paths[alias as keyof typeof pageOfAlias]] = own;
}

const NotFoundRoute = lazyWithWords(() => import('./routes/not-found-route'));

/** Starts fetching the lazy page an address opens (none for `/`, which is in the entry chunk). */
export function preloadPageOf(pathname: string): void {
  for (const [path, { load }] of Object.entries(lazyPages)) {
    // A failed fetch is the lazy component's to show (with a retry), when it asks again.
    if (isPathOf(pathname, path)) load().catch(() => undefined);
  }
}

/**
 * Starts what the page an address opens will wait on, beside start-up's first render: its
 * answers and words (the page module's `prepare`), and for a lazy page the whole catalogue, which
 * `lazyWithWords` would otherwise ask for only once React reaches the page.
 */
export function preparePageOf(pathname: string, preparation: PagePreparation): void {
  prepareStartupOverlays(pathname, preparation);
  if (isPathOf(pathname, paths.home)) {
    prepareHome(preparation);
    return;
  }
  for (const [path, { load }] of Object.entries(lazyPages)) {
    if (!isPathOf(pathname, path)) continue;
    // Failures here are the lazy page's to show (with a retry) when it asks again.
    loadAllWords().catch(() => undefined);
    load()
      .then((page) => page.prepare?.(preparation))
      .catch(() => undefined);
  }
}

export function AppRoutes({ blocked }: { blocked: boolean }) {
  return (
    <Routes>
      <Route element={<AppShell blocked={blocked} />}>
        <Route index element={<HomeRoute />} />
        {Object.entries(lazyPages).map(([path, { Page }]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Routes>
  );
}
