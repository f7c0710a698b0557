import { use, useCallback } from 'react';
import type { Language } from '@sorte/words/languages';
import { fillPlaceholders } from './translate';
import type { MessageParams } from './translate';

export type WordsOf<Words> = (key: keyof Words & string, params?: MessageParams) => string;

/**
 * Words only a lazy screen shows (the FAQ, the terms): kept out of the catalogue every screen
 * loads, so they cost `/` nothing, and fetched one language at a time when that screen first
 * renders. `useWords` suspends until they arrive, inside the shell's Suspense like the screen's
 * own chunk. Each language's file exports the same keys as English; TypeScript checks it.
 */
export function defineLazyWords<Words extends Record<string, string>>(
  loaders: Record<Language, () => Promise<Words>>,
) {
  const loading = new Map<Language, Promise<Words>>();
  const loaded = new Map<Language, Words>();
  function load(language: Language): Promise<Words> {
    let words = loading.get(language);
    if (!words) {
      words = loaders[language]().then((arrived) => {
        loaded.set(language, arrived);
        return arrived;
      });
      // A failed fetch is tried again on the next render (the page's retry), not remembered.
      words.catch(() => loading.delete(language));
      loading.set(language, words);
    }
    return words;
  }
  function useWords(language: Language): WordsOf<Words> {
    // Words already here are used as they are; only the first render of a language suspends.
    const words = loaded.get(language) ?? use(load(language));
    return useCallback((key, params) => fillPlaceholders(words[key] ?? key, params), [words]);
  }
  return { load, useWords };
}
