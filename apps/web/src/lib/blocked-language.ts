import { isLanguageBlocked } from '@sorte/markets';
import { appConfig } from './config';
import type { KeyValueStore } from './storage';

export const blockBypassKey = 'sorte.blockBypass';

export interface BlockCheckSource {
  /** navigator.languages, or [navigator.language] where the list is missing. */
  browserLanguages: readonly string[];
  search: string;
  /** Remembers the `d=false` bypass for the tab, so it survives navigation and the logout reload. */
  session: KeyValueStore;
  blockedLanguages?: readonly string[];
}

function hasBypass(search: string, session: KeyValueStore): boolean {
  try {
    if (new URLSearchParams(search).get('d') === 'false') {
      session.setItem(blockBypassKey, 'true');
      return true;
    }
    return session.getItem(blockBypassKey) === 'true';
  } catch {
    return new URLSearchParams(search).get('d') === 'false';
  }
}

/**
 * The jurisdiction block (seed §2): a browser whose preferred language is blocked sees the 403
 * page. Only the preferred language counts: a second language in the list says what a person
 * reads, not where they are. The debug parameter `d=false` lets testers through.
 */
export function isBrowserLanguageBlocked({
  browserLanguages,
  search,
  session,
  blockedLanguages = appConfig.blockedLanguages,
}: BlockCheckSource): boolean {
  const preferred = browserLanguages[0];
  if (!preferred || !isLanguageBlocked(preferred, blockedLanguages)) return false;
  return !hasBypass(search, session);
}

export function browserLanguagesOf(navigator: Pick<Navigator, 'language' | 'languages'>): string[] {
  return navigator.languages?.length ? [...navigator.languages] : [navigator.language];
}
