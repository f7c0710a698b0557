import { getMarket, rewardSettingsFor } from '@sorte/markets';
import type { ComplianceProfile, Market, MarketCode, RewardSettings } from '@sorte/markets';
import type { Language } from '../../i18n/messages';

/** The signed-in player as every reward call takes them. */
export interface RewardPlayer {
  playerId: number;
  market: MarketCode;
  language: Language;
  complianceProfile: ComplianceProfile;
}

/** The player's market and its reward settings under the profile the api runs it with. */
export function rewardsOf(player: RewardPlayer): { market: Market; settings: RewardSettings } {
  return {
    market: getMarket(player.market),
    settings: rewardSettingsFor(player.market, player.complianceProfile),
  };
}
