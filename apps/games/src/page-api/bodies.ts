import { languages } from '@sorte/words/languages';
import { z } from 'zod';

/** The game session token from the launch URL: the page's only credential. */
const token = z.string().min(1).max(256);

/** The languages a page speaks: the product's (`@sorte/words`). */
export const pageLanguages = languages;

export const sessionBody = z
  .object({
    token,
    gameId: z.number().int().positive(),
    currency: z.string().regex(/^[A-Z]{3}$/),
    /** Unknown languages fall back to English rather than refusing the player. */
    language: z.string().max(16).optional(),
    returnUrl: z.string().max(2048).optional(),
  })
  .strict();

/** The page names only the stake; the server draws the outcome and computes every amount. */
export const spinBody = z.object({ token, betMinor: z.number().int().safe().positive() }).strict();

/** A round id as the provider makes them (a UUID); the page only ever sends one it was given. */
const roundId = z.string().min(1).max(64);

/**
 * One page of the player's rounds of this game, newest first: the latest, or those older than
 * `before`; or one round looked up by its id, or by the server seed hash and nonce it was played
 * with (what a player copies from a statement or a screenshot).
 */
export const historyBody = z
  .object({
    token,
    before: roundId.optional(),
    roundId: roundId.optional(),
    serverSeedHash: z
      .string()
      .regex(/^[0-9a-fA-F]{64}$/)
      .optional(),
    nonce: z.number().int().safe().nonnegative().optional(),
  })
  .strict()
  .refine(
    (body) => (body.serverSeedHash === undefined) === (body.nonce === undefined),
    'a server seed hash and a nonce go together',
  )
  .refine(
    (body) =>
      [body.before, body.roundId, body.serverSeedHash].filter((value) => value !== undefined)
        .length <= 1,
    'page back, or look a round up by its id, or by its seeds: one at a time',
  );

export const rotateSeedsBody = z
  .object({ token, clientSeed: z.string().max(64).optional() })
  .strict();

export const clientSeedBody = z.object({ token, clientSeed: z.string().max(64) }).strict();

/** The player's decision on a round that waits for one (Teen Patti: fold or play). */
export const decideBody = z
  .object({ token, roundId, decision: z.string().min(1).max(16) })
  .strict();

export const verifyBody = z
  .object({
    gameId: z.number().int().positive(),
    serverSeed: z.string().max(128),
    clientSeed: z.string().max(128),
    nonce: z.number().int().safe().nonnegative(),
    /** The bet the player chose (a round's chosenBetMinor), so the amounts are the round's. */
    betMinor: z.number().int().safe().positive().optional(),
    /** A game with a decision: the round's decision; without it, the deal as the player saw it. */
    decision: z.string().min(1).max(16).optional(),
  })
  .strict();

export type SessionBody = z.infer<typeof sessionBody>;
export type SpinBody = z.infer<typeof spinBody>;
export type HistoryBody = z.infer<typeof historyBody>;
export type RotateSeedsBody = z.infer<typeof rotateSeedsBody>;
export type ClientSeedBody = z.infer<typeof clientSeedBody>;
export type DecideBody = z.infer<typeof decideBody>;
export type VerifyBody = z.infer<typeof verifyBody>;
