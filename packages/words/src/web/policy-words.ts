import type { Language } from '../languages';
import type { PolicyWords } from '../catalogues/en/web-policies';

export type { PolicyWords } from '../catalogues/en/web-policies';

/** The terms' and the responsible gaming page's words, one chunk per language. */
export const policyWordLoaders: Record<Language, () => Promise<PolicyWords>> = {
  'pt-BR': () => import('../catalogues/pt-BR/web-policies').then((module) => module.policiesPtBR),
  en: () => import('../catalogues/en/web-policies').then((module) => module.policiesEn),
  es: () => import('../catalogues/es/web-policies').then((module) => module.policiesEs),
};
