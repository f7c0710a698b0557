import type { Language } from '../languages';
import type { RewardWords } from '../catalogues/en/web-rewards';

export type { RewardWords, RewardWordKey } from '../catalogues/en/web-rewards';

/** The reward pages' words (promotions, sign-in, VIP, invitations), one chunk per language. */
export const rewardWordLoaders: Record<Language, () => Promise<RewardWords>> = {
  'pt-BR': () => import('../catalogues/pt-BR/web-rewards').then((module) => module.rewardsPtBR),
  en: () => import('../catalogues/en/web-rewards').then((module) => module.rewardsEn),
  es: () => import('../catalogues/es/web-rewards').then((module) => module.rewardsEs),
};
