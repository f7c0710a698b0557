import type { MessageKey } from '../../../lib/i18n';
import type { GameFacts } from '../api/game-list';

/** The words of each published volatility label, on the cards and in the sheet. */
export const volatilityKeys: Record<NonNullable<GameFacts['volatility']>, MessageKey> = {
  low: 'game.volatility.low',
  medium: 'game.volatility.medium',
  high: 'game.volatility.high',
};
