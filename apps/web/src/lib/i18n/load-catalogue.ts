import type { Catalogue } from './en';
import type { Language } from './language';

/**
 * Each language is its own chunk and a player downloads only theirs: the catalogue grows with every
 * feature, and three copies of it in the entry chunk would eat the 110 KB budget of `/`.
 */
const loaders: Record<Language, () => Promise<Catalogue>> = {
  'pt-BR': () => import('./pt-BR').then((module) => module.ptBR),
  en: () => import('./en').then((module) => module.en),
  es: () => import('./es').then((module) => module.es),
};

export function loadCatalogue(language: Language): Promise<Catalogue> {
  return loaders[language]();
}
