import type { FastifyInstance } from 'fastify';
import { isLanguageBlocked } from '@sorte/markets';
import { PlayerError } from './player-error';

export interface RegionBlockRules {
  blockedLanguages: readonly string[];
  blockedCountries: readonly string[];
  /** A header a proxy sets with the visitor's country (ISO 3166-1 alpha-2), if any. */
  countryHeader: string | null;
  /** Development only: honour the app's `d=false` bypass header. */
  bypassAllowed: boolean;
}

/** The first language of an Accept-Language header, as browsers put the preferred one first. */
function preferredLanguage(acceptLanguage: string | undefined): string {
  return (acceptLanguage ?? '').split(',')[0]?.split(';')[0]?.trim() ?? '';
}

/**
 * Whether a request comes from a blocked jurisdiction: its preferred language is on the list, or,
 * where a proxy says which country it comes from, that country is. Pure.
 */
export function isRegionBlocked(
  headers: Record<string, string | string[] | undefined>,
  rules: RegionBlockRules,
): boolean {
  if (rules.bypassAllowed && headers['x-region-bypass'] === '1') return false;
  const language = preferredLanguage(
    typeof headers['accept-language'] === 'string' ? headers['accept-language'] : undefined,
  );
  if (language !== '' && isLanguageBlocked(language, rules.blockedLanguages)) return true;
  const country = rules.countryHeader ? headers[rules.countryHeader] : undefined;
  return (
    typeof country === 'string' && rules.blockedCountries.includes(country.trim().toUpperCase())
  );
}

/**
 * Refuses every player call (login included) from a blocked jurisdiction with `region_blocked`
 * (403), before anything else runs: the block is the server's, not only the browser's.
 */
export function registerRegionBlock(
  app: FastifyInstance,
  rules: RegionBlockRules,
  playerPaths: ReadonlySet<string>,
): void {
  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0] ?? '';
    if (!playerPaths.has(path)) return;
    if (isRegionBlocked(request.headers, rules)) throw new PlayerError('region_blocked', 403);
  });
}
