import { use, useCallback } from 'react';
import type { Language } from '@sorte/words/languages';
import { fillPlaceholders } from './translate';
import type { MessageParams } from './translate';

/** A promise already settled, in the shape React's `use` reads without suspending. */
function fulfilled<Value>(value: Value): Promise<Value> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled', value });
}

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
  function load(language: Language): Promise<Words> {
    let words = loading.get(language);
    if (!words) {
      words = loaders[language]().then((arrived) => {
        // Marked as React marks a promise it has read: `use` returns the words at once.
        loading.set(language, fulfilled(arrived));
        return arrived;
      });
      // A failed fetch is tried again on the next render (the page's retry), not remembered.
      words.catch(() => loading.delete(language));
      loading.set(language, words);
    }
    return words;
  }
  function useWords(language: Language): WordsOf<Words> {
    // `use` on every render, never only until the words are here: React replays a screen that
    // suspended on them with the hooks of that attempt, and a replay that skips `use` calls one
    // hook too many (error #467, reported as the recovered error #520 on reloads of /terms).
    const words = use(load(language));
    return useCallback((key, params) => fillPlaceholders(words[key] ?? key, params), [words]);
  }
  return { load, useWords };
}
