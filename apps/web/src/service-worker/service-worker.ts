// The player app's service worker, built by `vite-service-worker.ts` into `dist/sw.js` and
// served from the root scope. It keeps the app shell only: `index.html` and the build's hashed
// files. Which requests it touches is decided by `routeRequest` alone; everything else, above all
// every api call, passes by untouched (decision 0013).
import { routeKeyOf } from '@sorte/contracts/api-paths';
import { withoutFirstScreen } from '../app/first-screen/first-screen-marks';
import { routeRequest } from './route-request';

declare const self: ServiceWorkerGlobalScope;

/** Written in by the build: a version per build and the files the first screen needs. */
declare const __SORTE_SHELL__: { version: string; files: string[] };
const shell = __SORTE_SHELL__;

const cachePrefix = 'sorte-shell-';
const cacheName = `${cachePrefix}${shell.version}`;
/** Every route of the app is the same `index.html`; it is kept under `/`. */
const shellKey = '/';

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(cacheName);
      // Hashed files come from the browser's HTTP cache (kept a year), so this costs the network
      // little more than `/` itself.
      await cache.addAll(shell.files);
      // A new build's worker takes over at once: pages ask the network first, and a page of the
      // previous build finds its files in the HTTP cache or on the server as before.
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith(cachePrefix) && name !== cacheName)
          .map((name) => caches.delete(name)),
      );
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const route = routeRequest(
    { method: request.method, url: request.url, mode: request.mode },
    self.location.origin,
  );
  // Not answered: the browser goes to the network itself and nothing is stored.
  if (route === 'network') return;
  event.respondWith(route === 'hashed-asset' ? hashedAsset(request) : appShell(request));
});

/**
 * Kept files are looked up by address alone. The server answers `Vary: Origin, Accept-Encoding`,
 * and the copies kept at install were asked for by the worker without the `Origin` a page's module
 * script sends: matched on those headers, none of them was found, and a start without a network
 * after a single visit was a blank page. A hashed file and the shell are the same whoever asks.
 */
const byAddress: CacheQueryOptions = { ignoreVary: true };

/** A hashed file never changes at its address: the cache's copy, else the network's, kept. */
async function hashedAsset(request: Request): Promise<Response> {
  const cache = await caches.open(cacheName);
  const cached = await cache.match(request, byAddress);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

/** A page load: the network's answer (kept for offline use), the kept one only without network. */
async function appShell(request: Request): Promise<Response> {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    const html = response.headers.get('content-type')?.startsWith('text/html') ?? false;
    if (response.ok && html) await cache.put(shellKey, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(shellKey, byAddress);
    if (!cached) throw error;
    if (routeKeyOf(new URL(request.url).pathname) === '/') return cached;
    return withoutHomeFirstScreen(cached);
  }
}

/**
 * The kept page may be `/`'s, with the home's first screen drawn inside `#root`: another address
 * starts from the empty page instead of showing the home until the app has rendered it.
 */
async function withoutHomeFirstScreen(page: Response): Promise<Response> {
  const headers = new Headers(page.headers);
  headers.delete('content-length');
  headers.delete('content-encoding');
  return new Response(withoutFirstScreen(await page.text()), {
    status: page.status,
    statusText: page.statusText,
    headers,
  });
}
