import type { Catalogue } from '@sorte/words/web';
import type { Words } from './translate';

/**
 * The words the app holds: the first screen's at start-up, all of them once the catalogue has
 * loaded (load-catalogue.ts). Screens read them through `useTranslate`, which renders again when
 * the rest arrives.
 */
export interface WordsStore {
  words(): Words;
  subscribe(listener: () => void): () => void;
  /** Resolves once every word is at hand: at once if it already is; a failed load can be retried. */
  loadAll(): Promise<void>;
}

export function createWordsStore(
  initial: Words,
  loadCatalogue: (() => Promise<Catalogue>) | null = null,
): WordsStore {
  let words = initial;
  let loading: Promise<void> | null = loadCatalogue ? null : Promise.resolve();
  const listeners = new Set<() => void>();
  return {
    words: () => words,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    loadAll() {
      loading ??= (loadCatalogue as () => Promise<Catalogue>)().then(
        (catalogue) => {
          words = { ...words, ...catalogue };
          for (const listener of listeners) listener();
        },
        (error: unknown) => {
          // Offline for a moment: the screen's error boundary offers a retry, which loads again.
          loading = null;
          throw error;
        },
      );
      return loading;
    },
  };
}

let appWords: WordsStore | null = null;

/** Start-up names the app's words, for what loads screens outside React's tree (`lazyWithWords`). */
export function setWordsForScreens(store: WordsStore): void {
  appWords = store;
}

/** Every word of the app's language, before a screen that may show any of them renders. */
export function loadAllWords(): Promise<void> {
  return appWords?.loadAll() ?? Promise.resolve();
}
