import type { MessageKey } from '../../../lib/i18n';
import type { GameFacts } from '../api/game-list';

/** How a game's volatility reads on its card and in its facts sheet. */
export const volatilityKeys: Record<NonNullable<GameFacts['volatility']>, MessageKey> = {
  low: 'game.volatility.low',
  medium: 'game.volatility.medium',
  high: 'game.volatility.high',
};
