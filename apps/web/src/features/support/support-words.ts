import { defineLazyWords } from '../../lib/i18n';
import type { WordsOf } from '../../lib/i18n';
import { useMarket } from '../../lib/market';
import { supportWordLoaders } from '@sorte/words/web/support';
import type { SupportWords } from '@sorte/words/web/support';

const supportWords = defineLazyWords<SupportWords>(supportWordLoaders);

export type SupportWordsOf = WordsOf<SupportWords>;

/** The support screens' words in the market's language (suspends until they have loaded). */
export function useSupportWords(): SupportWordsOf {
  return supportWords.useWords(useMarket().language);
}

/** The words of a language, loaded ahead (tests, and a screen about to open). */
export function loadSupportWords(language: Parameters<typeof supportWords.load>[0]) {
  return supportWords.load(language);
}
