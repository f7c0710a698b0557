import type { FastifyInstance } from 'fastify';
import { isLanguageBlocked } from '@sorte/markets';
import { message, toLanguage } from '../i18n/messages';
import type { Language } from '../i18n/messages';
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
 * The language a blocked visitor reads best among ours: the first of their Accept-Language list we
 * speak (a zh-CN browser often lists English or Spanish after Chinese), else English.
 */
export function blockedVisitorLanguage(acceptLanguage: string | undefined): Language {
  for (const entry of (acceptLanguage ?? '').split(',')) {
    const tag = entry.split(';')[0]?.trim() ?? '';
    const language = toLanguage(tag, 'en');
    if (tag !== '' && tag.toLowerCase().startsWith(language.slice(0, 2))) return language;
  }
  return 'en';
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
    if (!isRegionBlocked(request.headers, rules)) return;
    const acceptLanguage = request.headers['accept-language'];
    const language = blockedVisitorLanguage(
      typeof acceptLanguage === 'string' ? acceptLanguage : undefined,
    );
    throw new PlayerError('region_blocked', 403, message('region_blocked', language));
  });
}
