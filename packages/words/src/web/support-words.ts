import type { Language } from '../languages';
import type { SupportWords } from '../catalogues/en/web-support';

export type { SupportWords, SupportWordKey } from '../catalogues/en/web-support';

/** The support screens' words (the contact form, the FAQ), one chunk per language. */
export const supportWordLoaders: Record<Language, () => Promise<SupportWords>> = {
  'pt-BR': () => import('../catalogues/pt-BR/web-support').then((module) => module.supportPtBR),
  en: () => import('../catalogues/en/web-support').then((module) => module.supportEn),
  es: () => import('../catalogues/es/web-support').then((module) => module.supportEs),
};
