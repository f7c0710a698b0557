import { defineLazyWords } from '../../lib/i18n';
import type { Language, WordsOf } from '../../lib/i18n';
import { useMarket } from '../../lib/market';
import type { PolicyWords } from './words/en';

const policyWords = defineLazyWords<PolicyWords>({
  'pt-BR': () => import('./words/pt-BR').then((module) => module.policiesPtBR),
  en: () => import('./words/en').then((module) => module.policiesEn),
  es: () => import('./words/es').then((module) => module.policiesEs),
});

export type PolicyWordsOf = WordsOf<PolicyWords>;

/** The terms' and the responsible gaming page's words in the market's language (suspends). */
export function usePolicyWords(): PolicyWordsOf {
  return policyWords.useWords(useMarket().language);
}

/** The words of a language, loaded ahead (tests). */
export function loadPolicyWords(language: Language) {
  return policyWords.load(language);
}
