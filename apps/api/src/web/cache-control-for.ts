import { immutableCacheControl, revalidateCacheControl } from '@sorte/service-http';

/**
 * The home-screen icons the web manifest names. Their names carry no hash (the manifest, the
 * browser's install sheet and iOS's apple-touch-icon ask for fixed names), so they are kept a day
 * rather than a year: a new icon reaches an installed app by the next day, and the browser asks
 * with its ETag after that.
 */
export const iconCacheControl = 'public, max-age=86400';

/**
 * How long a browser may keep a file of the built player app, by its path inside the build:
 * hashed assets for a year; icons for a day; everything else (index.html, the web manifest, the
 * service worker `sw.js`, which the browser must see change to update the app) asked for again
 * on every use.
 */
export function cacheControlFor(relativePath: string): string {
  const parts = relativePath.split(/[\\/]/);
  if (parts[0] === 'assets') return immutableCacheControl;
  if (parts[0] === 'icons') return iconCacheControl;
  return revalidateCacheControl;
}
