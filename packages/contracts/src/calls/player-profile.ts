import { z } from 'zod';
import { marketCodes } from '@sorte/markets';
import { definePlayerCall } from '../player-call';
import { amountMinor, emptyBody } from '../common';

export const playerProfileData = z.object({
  userId: z.number().int(),
  nick: z.string(),
  headUrl: z.string(),
  /** The 18+ setup's username; '' before it. */
  username: z.string(),
  market: z.enum(marketCodes),
  language: z.string(),
  currency: z.string(),
  /** 0 before the first deposit (VIP0), then the tier the total paid deposits reach. */
  vipLevel: z.number().int().nonnegative(),
  /** Turnover still to bet before a withdrawal (PRODUCT.md §3.5). */
  wageringRemainingMinor: amountMinor,
  /** Paid deposits, paid withdrawals, and the first minus the second (may be negative). */
  depositedMinor: amountMinor,
  withdrawnMinor: amountMinor,
  netDepositsMinor: z.number().int().safe(),
  /** When the player signed in before this session (ISO 8601); null on the first visit. */
  previousLoginAt: z.string().nullable(),
  /** Credentials bound to the account: with them it opens on any device, and only with them. */
  credentials: z.object({
    bound: z.boolean(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
  }),
});

export const playerProfile = definePlayerCall({
  path: '/v1/bus/playerProfile',
  summary:
    "What the profile screen shows: who the player is, their market's language and currency, VIP level, turnover left, deposits, withdrawals and net deposits, the previous sign-in and the credentials bound to the account.",
  public: false,
  body: emptyBody,
  data: playerProfileData,
});
