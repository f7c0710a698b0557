import { createContext, useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import type { Catalogue, MessageKey } from '@sorte/words/web';
import { translate } from './translate';
import type { MessageParams } from './translate';
import { createWordsStore } from './words-store';
import type { WordsStore } from './words-store';

const WordsContext = createContext<WordsStore | null>(null);

/**
 * The app's words: a store that starts with the first screen's and fills up (start-up), or a
 * whole catalogue (tests, a page rendered with every word at hand).
 */
export type I18nWords = { words: WordsStore } | { catalogue: Catalogue };

export type I18nProviderProps = I18nWords & { children: ReactNode };

export function I18nProvider(props: I18nProviderProps) {
  const given = 'words' in props ? props.words : null;
  const catalogue = 'catalogue' in props ? props.catalogue : null;
  const store = useMemo(() => given ?? createWordsStore(catalogue ?? {}), [given, catalogue]);
  return <WordsContext value={store}>{props.children}</WordsContext>;
}

export type Translate = (key: MessageKey, params?: MessageParams) => string;

/** `t('nav.home')` in the language of the app's market. */
export function useTranslate(): Translate {
  const store = useContext(WordsContext);
  if (!store) throw new Error('useTranslate needs an <I18nProvider> above it');
  const words = useSyncExternalStore(store.subscribe, store.words, store.words);
  return useCallback((key, params) => translate(words, key, params), [words]);
}
