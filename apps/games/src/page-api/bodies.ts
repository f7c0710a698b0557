import { z } from 'zod';

/** The game session token from the launch URL: the page's only credential. */
const token = z.string().min(1).max(256);

export const pageLanguages = ['pt-BR', 'en', 'es'] as const;

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

export const historyBody = z.object({ token }).strict();

export const rotateSeedsBody = z
  .object({ token, clientSeed: z.string().max(64).optional() })
  .strict();

export const verifyBody = z
  .object({
    gameId: z.number().int().positive(),
    serverSeed: z.string().max(128),
    clientSeed: z.string().max(128),
    nonce: z.number().int().safe().nonnegative(),
    /** The round's total bet, so the recomputed win is in the round's amounts. */
    betMinor: z.number().int().safe().positive().optional(),
  })
  .strict();

export type SessionBody = z.infer<typeof sessionBody>;
export type SpinBody = z.infer<typeof spinBody>;
export type HistoryBody = z.infer<typeof historyBody>;
export type RotateSeedsBody = z.infer<typeof rotateSeedsBody>;
export type VerifyBody = z.infer<typeof verifyBody>;
