import type { Language } from '../languages';
import { startupEn } from '../catalogues/en/web-startup';
import type { StartupWords } from '../catalogues/en/web-startup';
import { startupEs } from '../catalogues/es/web-startup';
import { startupPtBR } from '../catalogues/pt-BR/web-startup';

export type { StartupWords } from '../catalogues/en/web-startup';

/**
 * Shown when the app could not start, so there is no catalogue to speak from: every language's
 * few words travel in the entry chunk.
 */
export const startupWords: Readonly<Record<Language, StartupWords>> = {
  'pt-BR': startupPtBR,
  en: startupEn,
  es: startupEs,
};
