import { catalogueLoaders } from '@sorte/words/web';
import type { Catalogue } from '@sorte/words/web';
import type { Language } from '@sorte/words/languages';
import firstScreenLoaders from 'virtual:first-screen-words';
import type { FirstScreenWords } from './first-screen-keys';

/**
 * Each language is its own chunk and a player downloads only theirs, in two parts: the words of
 * the first screen (`firstScreenKeys`), small, before the first render, and the whole catalogue
 * with the first lazy screen or overlay (`lazyWithWords`). Three catalogues in the entry chunk, or
 * even the whole of one, would eat the 110 KB budget of `/`.
 */
export function loadFirstScreenWords(language: Language): Promise<FirstScreenWords> {
  // Made from the catalogue with exactly the keys of firstScreenKeys, one chunk per language of
  // @sorte/words/languages (vite-first-screen-words.ts).
  return firstScreenLoaders[language]().then((module) => module.default as FirstScreenWords);
}

export function loadCatalogue(language: Language): Promise<Catalogue> {
  return catalogueLoaders[language]();
}
