import type { Language } from '../languages';
import { en } from '../catalogues/en/web';
import type { Catalogue } from '../catalogues/en/web';
import { es } from '../catalogues/es/web';
import { ptBR } from '../catalogues/pt-BR/web';

export { en, es, ptBR };

/**
 * Every language's whole catalogue at once, for tests and the build (the first screen's words are
 * cut from these). The app itself loads one language at a time (`@sorte/words/web`).
 */
export const webCatalogues: Readonly<Record<Language, Catalogue>> = { 'pt-BR': ptBR, en, es };
