import { z } from 'zod';

/**
 * What a game provider publishes about its games at `GET {provider}/api/catalogue`: the facts a
 * player sees before launch (PRODUCT.md §3.10), from each game's exact PAR sheet.
 */
/** A non-negative number written exactly in decimal ("1300", "5.5"), never rounded. */
export const exactDecimal = z.string().regex(/^(0|[1-9]\d*)(\.\d*[1-9])?$/);

export const volatilityLabels = ['low', 'medium', 'high'] as const;
export type VolatilityLabel = (typeof volatilityLabels)[number];

export const providerGameFacts = z.object({
  gameId: z.number().int().positive(),
  title: z.string(),
  kind: z.enum(['slot', 'table']),
  /** Exact figures as decimal text rounded down ("96.6396"). */
  rtpPercent: z.string(),
  /** Rounds that return something, a return smaller than the bet included. */
  hitFrequencyPercent: z.string(),
  /** Rounds that return more than they staked. */
  netWinFrequencyPercent: z.string(),
  /** The largest return of one round in total bets, exact decimal text ("1300", "5.5"). */
  maxWinTimesBet: exactDecimal,
  volatility: z.enum(volatilityLabels),
});

export const providerCatalogue = z.object({ games: z.array(providerGameFacts) });

export type ProviderGameFacts = z.infer<typeof providerGameFacts>;
export type ProviderCatalogue = z.infer<typeof providerCatalogue>;
