// Types and helpers only: the catalogues themselves are loaded one language at a time.
export type { Catalogue, MessageKey } from './en';
export { I18nProvider, useTranslate } from './i18n-context';
export type { Translate } from './i18n-context';
export { toLanguage } from './language';
export type { Language } from './language';
export { loadCatalogue } from './load-catalogue';
export { translate } from './translate';
export type { MessageParams } from './translate';
export { defineLazyWords } from './lazy-words';
export type { WordsOf } from './lazy-words';
export { fillPlaceholders } from './translate';
export { periodLabel } from './period-label';
