import type { Catalogue } from './en';
import type { FirstScreenWords } from './first-screen-keys';
import type { Language } from './language';

/**
 * Each language is its own chunk and a player downloads only theirs, in two parts: the words of
 * the first screen (`firstScreenKeys`), small, before the first render, and the whole catalogue
 * with the first lazy screen or overlay (`lazyWithWords`). Three catalogues in the entry chunk, or
 * even the whole of one, would eat the 110 KB budget of `/`.
 */
const firstScreenLoaders: Record<Language, () => Promise<FirstScreenWords>> = {
  // Made from the catalogue with exactly the keys of firstScreenKeys (vite-first-screen-words.ts).
  'pt-BR': () =>
    import('virtual:first-screen-words/pt-BR').then((module) => module.default as FirstScreenWords),
  en: () =>
    import('virtual:first-screen-words/en').then((module) => module.default as FirstScreenWords),
  es: () =>
    import('virtual:first-screen-words/es').then((module) => module.default as FirstScreenWords),
};

const catalogueLoaders: Record<Language, () => Promise<Catalogue>> = {
  'pt-BR': () => import('./pt-BR').then((module) => module.ptBR),
  en: () => import('./en').then((module) => module.en),
  es: () => import('./es').then((module) => module.es),
};

export function loadFirstScreenWords(language: Language): Promise<FirstScreenWords> {
  return firstScreenLoaders[language]();
}

export function loadCatalogue(language: Language): Promise<Catalogue> {
  return catalogueLoaders[language]();
}
