import { z } from 'zod';
import { definePlayerCall } from '../player-call';
import { amountMinor, clientFlags, emptyBody } from '../common';
import { volatilityLabels } from '../provider-catalogue';

export const gameCard = z.object({
  gameId: z.number().int(),
  title: z.string(),
  kind: z.enum(['slot', 'table']),
  /** Null while the provider's published facts cannot be read. */
  rtpPercent: z.string().nullable(),
  hitFrequencyPercent: z.string().nullable(),
  maxWinTimesBet: z.number().int().nullable(),
  volatility: z.enum(volatilityLabels).nullable(),
});

export const gameList = definePlayerCall({
  path: '/game/list',
  summary:
    "The games offered, each with the facts shown before launch: RTP, hit frequency, maximum win and volatility, as the provider publishes them from each game's exact PAR sheet.",
  public: true,
  body: emptyBody,
  data: z.object({ list: z.array(gameCard) }),
});

export const recordedRound = z.object({
  roundId: z.string(),
  gameId: z.number().int(),
  betMinor: amountMinor,
  winMinor: amountMinor,
  /** winMinor − betMinor. */
  netMinor: z.number().int(),
  status: z.enum(['open', 'settled', 'rolled_back']),
  balanceBeforeMinor: amountMinor,
  balanceAfterMinor: amountMinor,
  currency: z.string(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});

export const recentRoundsCount = 10;

export const gameRecentRounds = definePlayerCall({
  path: '/game/rounds',
  summary:
    "The player's last ten rounds of a game (or of every game when gameId is absent), from the casino's own records of the wallet calls: bet, win, balance before and after.",
  public: false,
  body: z.object({ ...clientFlags, gameId: z.number().int().positive().optional() }).strict(),
  data: z.object({ rounds: z.array(recordedRound) }),
});

export const gameSessionSummary = definePlayerCall({
  path: '/game/session/summary',
  summary:
    "Elapsed time and net position of the player's current game session, for the bar over the game frame; works for any provider.",
  public: false,
  body: z.object({ ...clientFlags, gameId: z.number().int().positive() }).strict(),
  data: z.object({
    /** Null when the player has no session of this game. */
    startedAt: z.string().nullable(),
    rounds: z.number().int().nonnegative(),
    betMinor: amountMinor,
    winMinor: amountMinor,
    netMinor: z.number().int(),
    currency: z.string(),
  }),
});

export const openGameRounds = definePlayerCall({
  path: '/game/openRounds',
  summary:
    'Rounds that took a bet but are not settled yet (a lost connection, a closed tab): the provider settles each; the app shows where one waits.',
  public: false,
  body: emptyBody,
  data: z.object({ rounds: z.array(recordedRound) }),
});
