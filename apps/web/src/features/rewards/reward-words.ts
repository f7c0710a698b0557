import { defineLazyWords } from '../../lib/i18n';
import type { WordsOf } from '../../lib/i18n';
import { useMarket } from '../../lib/market';
import { rewardWordLoaders } from '@sorte/words/web/rewards';
import type { RewardWords } from '@sorte/words/web/rewards';

const rewardWords = defineLazyWords<RewardWords>(rewardWordLoaders);

export type RewardWordsOf = WordsOf<RewardWords>;

/** The reward pages' words in the market's language (suspends until they have loaded). */
export function useRewardWords(): RewardWordsOf {
  return rewardWords.useWords(useMarket().language);
}

/** The words of a language, loaded ahead (tests, and a page about to open). */
export function loadRewardWords(language: Parameters<typeof rewardWords.load>[0]) {
  return rewardWords.load(language);
}
