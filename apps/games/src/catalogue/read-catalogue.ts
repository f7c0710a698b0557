import type { CatalogueAnswer } from '../page-api/answers';
import { playableGames } from './playable-games';

/** The published facts of every playable game, without the rules only its page needs. */
export function readCatalogue(): CatalogueAnswer {
  return {
    games: playableGames.map(({ info }) => ({
      gameId: info.gameId,
      title: info.title,
      kind: info.kind,
      rtpPercent: info.rtpPercent,
      hitFrequencyPercent: info.hitFrequencyPercent,
      netWinFrequencyPercent: info.netWinFrequencyPercent,
      maxWinTimesBet: info.maxWinTimesBet,
      volatility: info.volatility,
    })),
  };
}
