import { fallbackLanguage, spokenLanguageOf } from '@sorte/words/languages';
import type { Language } from '@sorte/words/languages';
import type { KeyValueStore } from './storage';

export const blockBypassKey = 'sorte.blockBypass';

/**
 * The seed's debug parameter `d=false`, remembered for the tab so it survives navigation and the
 * logout reload. The api decides: it honours the bypass (sent as `x-region-bypass: 1`) only where
 * its configuration allows the development overrides, never in production.
 */
export function regionBypassRequested({
  search,
  session,
}: {
  search: string;
  session: KeyValueStore;
}): boolean {
  const asked = new URLSearchParams(search).get('d') === 'false';
  try {
    if (asked) session.setItem(blockBypassKey, 'true');
    return asked || session.getItem(blockBypassKey) === 'true';
  } catch {
    return asked;
  }
}

let bypass = false;

/** Set once at start-up; every api call then carries it. */
export function setRegionBypass(requested: boolean): void {
  bypass = requested;
}

export function regionBypassHeaders(): Record<string, string> {
  return bypass ? { 'x-region-bypass': '1' } : {};
}

/**
 * The language the 403 page speaks to a blocked visitor: the first of their browser's languages
 * the app has words in (a zh-CN browser often lists English or Spanish after Chinese), else
 * English. Whether they read Chinese is `prefersChinese`: the page then says it in Chinese too.
 */
export function visitorLanguage(browserLanguages: readonly string[]): {
  language: Language;
  prefersChinese: boolean;
} {
  const tags = browserLanguages.map((tag) => tag.toLowerCase());
  const spoken = tags.map((tag) => spokenLanguageOf(tag)).find((language) => language !== null);
  return {
    language: spoken ?? fallbackLanguage,
    prefersChinese: tags[0]?.startsWith('zh') ?? false,
  };
}

export function browserLanguagesOf(navigator: Pick<Navigator, 'language' | 'languages'>): string[] {
  return navigator.languages?.length ? [...navigator.languages] : [navigator.language];
}
