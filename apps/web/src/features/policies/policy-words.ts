import { defineLazyWords } from '../../lib/i18n';
import type { Language, WordsOf } from '../../lib/i18n';
import { useMarket } from '../../lib/market';
import { policyWordLoaders } from '@sorte/words/web/policies';
import type { PolicyWords } from '@sorte/words/web/policies';

const policyWords = defineLazyWords<PolicyWords>(policyWordLoaders);

export type PolicyWordsOf = WordsOf<PolicyWords>;

/** The terms' and the responsible gaming page's words in the market's language (suspends). */
export function usePolicyWords(): PolicyWordsOf {
  return policyWords.useWords(useMarket().language);
}

/** The words of a language, loaded ahead (tests). */
export function loadPolicyWords(language: Language) {
  return policyWords.load(language);
}
