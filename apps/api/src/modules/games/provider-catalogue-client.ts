import { providerCatalogue } from '@sorte/contracts';
import type { ProviderGameFacts } from '@sorte/contracts';

export interface ProviderCatalogueClient {
  /** The provider's published facts by game id; empty while the provider cannot be read. */
  read: () => Promise<Map<number, ProviderGameFacts>>;
}

/**
 * Reads the provider's public catalogue and keeps it for a while: the facts change only with a
 * provider release, and the game list must not wait on the provider for every player.
 */
export function createProviderCatalogueClient(options: {
  baseUrl: string;
  cacheMs: number;
  timeoutMs: number;
}): ProviderCatalogueClient {
  let cached: { facts: Map<number, ProviderGameFacts>; atMs: number } | null = null;
  return {
    async read() {
      const nowMs = Date.now();
      if (cached && nowMs - cached.atMs < options.cacheMs) return cached.facts;
      try {
        const response = await fetch(new URL('/api/catalogue', options.baseUrl), {
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        const parsed = providerCatalogue.safeParse(await response.json());
        if (!response.ok || !parsed.success) throw new Error('catalogue outside the protocol');
        const facts = new Map(parsed.data.games.map((game) => [game.gameId, game]));
        cached = { facts, atMs: nowMs };
        return facts;
      } catch {
        // A stale copy is better than none; with none, cards show without figures.
        return cached?.facts ?? new Map();
      }
    },
  };
}
