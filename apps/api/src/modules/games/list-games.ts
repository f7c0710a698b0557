import { gameCatalogue } from '@sorte/contracts';
import type { CallData, gameList } from '@sorte/contracts';
import type { ProviderCatalogueClient } from './provider-catalogue-client';

/** The games the casino offers, with the provider's published facts where it has them. */
export async function listGames(
  catalogue: ProviderCatalogueClient,
): Promise<CallData<typeof gameList>> {
  const facts = await catalogue.read();
  return {
    list: gameCatalogue.map((game) => {
      const published = facts.get(game.gameId);
      return {
        gameId: game.gameId,
        title: game.title,
        kind: game.kind,
        rtpPercent: published?.rtpPercent ?? null,
        hitFrequencyPercent: published?.hitFrequencyPercent ?? null,
        netWinFrequencyPercent: published?.netWinFrequencyPercent ?? null,
        maxWinTimesBet: published?.maxWinTimesBet ?? null,
        volatility: published?.volatility ?? null,
      };
    }),
  };
}
