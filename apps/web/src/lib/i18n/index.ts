// Types and helpers only: the catalogues themselves are loaded one language at a time.
export type { Catalogue, MessageKey } from '@sorte/words/web';
export { I18nProvider, useTranslate } from './i18n-context';
export type { I18nProviderProps, I18nWords, Translate } from './i18n-context';
export { toLanguage } from '@sorte/words/languages';
export type { Language } from '@sorte/words/languages';
export { loadCatalogue, loadFirstScreenWords } from './load-catalogue';
export { lazyWithWords } from './lazy-with-words';
export { translate } from './translate';
export type { MessageParams, Words } from './translate';
export { createWordsStore, loadAllWords, setWordsForScreens } from './words-store';
export type { WordsStore } from './words-store';
export { fillPlaceholders } from './translate';
export { defineLazyWords } from './lazy-words';
export type { WordsOf } from './lazy-words';
export { listFormat } from './intl-formats';
