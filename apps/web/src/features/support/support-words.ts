import { defineLazyWords } from '../../lib/i18n';
import type { WordsOf } from '../../lib/i18n';
import { useMarket } from '../../lib/market';
import type { SupportWords } from './words/en';

const supportWords = defineLazyWords<SupportWords>({
  'pt-BR': () => import('./words/pt-BR').then((module) => module.supportPtBR),
  en: () => import('./words/en').then((module) => module.supportEn),
  es: () => import('./words/es').then((module) => module.supportEs),
});

export type SupportWordsOf = WordsOf<SupportWords>;

/** The support screens' words in the market's language (suspends until they have loaded). */
export function useSupportWords(): SupportWordsOf {
  return supportWords.useWords(useMarket().language);
}

/** The words of a language, loaded ahead (tests, and a screen about to open). */
export function loadSupportWords(language: Parameters<typeof supportWords.load>[0]) {
  return supportWords.load(language);
}
