import { z } from 'zod';

/**
 * What a game provider publishes about its games at `GET {provider}/api/catalogue`: the facts a
 * player sees before launch (PRODUCT.md §3.10), from each game's exact PAR sheet.
 */
export const volatilityLabels = ['low', 'medium', 'high'] as const;
export type VolatilityLabel = (typeof volatilityLabels)[number];

export const providerGameFacts = z.object({
  gameId: z.number().int().positive(),
  title: z.string(),
  kind: z.enum(['slot', 'table']),
  /** Exact figures as decimal text rounded down ("96.6396"). */
  rtpPercent: z.string(),
  hitFrequencyPercent: z.string(),
  /** The largest win of one round, in total bets, rounded down. */
  maxWinTimesBet: z.number().int().nonnegative(),
  volatility: z.enum(volatilityLabels),
});

export const providerCatalogue = z.object({ games: z.array(providerGameFacts) });

export type ProviderGameFacts = z.infer<typeof providerGameFacts>;
export type ProviderCatalogue = z.infer<typeof providerCatalogue>;
