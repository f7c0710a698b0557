/**
 * The paths the api answers itself on its own origin (its calls, and the operator console under
 * `/console/`). Everything else there is the player app: a
 * file of its build, or a client-side route answered with `index.html`. One list for the three
 * places that must agree: the api (which paths never get `index.html`), the player app's service
 * worker (which never caches nor answers these: every money answer lives under them) and the
 * app's development server (which sends them on to the api). And `routeKeyOf`, the one reading of
 * an app address. Zod-free, so the browser imports it (`@sorte/contracts/api-paths`).
 */
export const apiPathPrefixes = [
  '/user/',
  '/v1/',
  '/charge/',
  '/withdraw/',
  '/game/',
  '/wallet/',
  '/webhooks/',
  '/ops/',
  // The operator console (apps/ops), which the api serves itself: the player app never answers
  // it, nor does its service worker keep any of it.
  '/console/',
  // Answers nothing today; kept the api's so that no future call under it is ever cached.
  '/api/',
] as const;

/** Single addresses of the api outside those prefixes. */
export const apiExactPaths = ['/healthz', '/openapi.json'] as const;

/** Whether a path (without its query) is the api's rather than the player app's. */
export function isApiPath(pathname: string): boolean {
  return (
    (apiExactPaths as readonly string[]).includes(pathname) ||
    apiPathPrefixes.some((prefix) => pathname.startsWith(prefix) || `${pathname}/` === prefix)
  );
}

/**
 * A player app's address as its routes match it (React Router ignores case and a trailing slash):
 * the app's own route tests and the page the api makes for an address agree through it.
 */
export function routeKeyOf(pathname: string): string {
  return (pathname.replace(/\/+$/, '') || '/').toLowerCase();
}
