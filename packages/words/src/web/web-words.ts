import type { Language } from '../languages';
import type { Catalogue } from '../catalogues/en/web';

export type { Catalogue, MessageKey } from '../catalogues/en/web';

/**
 * The player app's catalogue, one chunk per language: a player downloads only theirs, with the
 * first lazy screen (the first screen's words come before, from `first-screen-keys.ts`).
 */
export const catalogueLoaders: Record<Language, () => Promise<Catalogue>> = {
  'pt-BR': () => import('../catalogues/pt-BR/web').then((module) => module.ptBR),
  en: () => import('../catalogues/en/web').then((module) => module.en),
  es: () => import('../catalogues/es/web').then((module) => module.es),
};
