import { isApiPath } from '@sorte/contracts/api-paths';

/**
 * What the service worker does with a request:
 * - `network`: nothing. It does not answer, so the browser fetches as if there were no worker and
 *   nothing is stored. Every call to the api (all money answers among them), the game pages and
 *   the payment provider's checkout (other origins), every non-GET, and anything not listed below.
 * - `hashed-asset`: a file of the build under `/assets/`, whose name carries its content's hash:
 *   from the cache, else from the network and then kept.
 * - `app-shell`: a page load of the player app (a navigation to one of its routes): from the
 *   network first, so a new deploy is seen at once; the last `index.html` only when offline.
 */
export type RequestRoute = 'network' | 'hashed-asset' | 'app-shell';

export interface RequestFacts {
  method: string;
  url: string;
  /** `Request.mode`: `navigate` for a page load. */
  mode: string;
}

export function routeRequest(request: RequestFacts, ownOrigin: string): RequestRoute {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  if (url.origin !== ownOrigin) return 'network';
  // Before anything else: an api path is never cached nor answered, however it is asked for (a
  // frame navigating to /game/return is a navigation too).
  if (isApiPath(url.pathname)) return 'network';
  if (url.pathname.startsWith('/assets/')) return 'hashed-asset';
  if (request.mode === 'navigate' && !/\.[a-z0-9]+$/i.test(url.pathname)) return 'app-shell';
  return 'network';
}
