import type { ParSheet } from '@sorte/slots';
import type { GameFacts, GameKind, VolatilityLabel } from './playable-game';

/**
 * Upper bounds of the volatility labels, on the PAR sheet's volatility index (the standard
 * deviation of one round's win in total bets). Below 5 a session drifts slowly around the RTP;
 * from 15 up most of the return comes from rare large wins. Lucky Tiger (10.7) is medium.
 */
export const volatilityThresholds = { lowBelow: 5, highFrom: 15 } as const;

export function volatilityOf(volatilityIndex: number): VolatilityLabel {
  if (volatilityIndex < volatilityThresholds.lowBelow) return 'low';
  if (volatilityIndex < volatilityThresholds.highFrom) return 'medium';
  return 'high';
}

/** The published facts of a game, from its exact PAR sheet. */
export function describeGame<Id extends number>(
  gameId: Id,
  kind: GameKind,
  par: ParSheet,
): GameFacts<Id> {
  return {
    gameId,
    title: par.title,
    kind,
    rtpPercent: par.rtpPercent,
    hitFrequencyPercent: par.hitFrequencyPercent,
    netWinFrequencyPercent: par.netWinFrequencyPercent,
    // Exact: the sheet's fraction as decimal text, never rounded.
    maxWinTimesBet: par.maxWinTimesBetText,
    volatility: volatilityOf(par.volatilityIndex),
  };
}
