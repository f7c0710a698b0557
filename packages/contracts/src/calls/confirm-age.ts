import { z } from 'zod';
import { definePlayerCall } from '../player-call';
import { clientFlags } from '../common';

/**
 * The 18+ setup every player completes before the first deposit or game (PRODUCT.md §3.3). The
 * body is checked field by field by `checkAgeSetup`, so each wrong field gets the seed's own
 * message rather than a generic one; the schema only bounds the sizes.
 */
export const confirmAge = definePlayerCall({
  path: '/user/confirmAge',
  summary:
    "The 18+ setup: a username of 3–15 characters, the date of birth (at least the market's minimum age) and the accepted terms. Required once before the first deposit or game launch; the same answer again is accepted, a different one is refused.",
  public: false,
  body: z
    .object({
      ...clientFlags,
      username: z.string().max(64),
      /** Calendar date, YYYY-MM-DD. */
      birthDate: z.string().max(32),
      termsAccepted: z.boolean(),
    })
    .strict(),
  data: z.object({
    username: z.string(),
    birthDate: z.string(),
    ageConfirmed: z.literal(1),
  }),
});
