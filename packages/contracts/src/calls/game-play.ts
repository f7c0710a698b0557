import { z } from 'zod';
import { definePlayerCall } from '../player-call';
import { amountMinor, clientFlags, emptyBody, gameIdField } from '../common';
import { exactDecimal, volatilityLabels } from '../provider-catalogue';

export const gameCard = z.object({
  gameId: z.number().int(),
  title: z.string(),
  kind: z.enum(['slot', 'table']),
  /** Null while the provider's published facts cannot be read. */
  rtpPercent: z.string().nullable(),
  /** Rounds that return something (a return smaller than the bet included). */
  hitFrequencyPercent: z.string().nullable(),
  /** Rounds that return more than they staked. */
  netWinFrequencyPercent: z.string().nullable(),
  /** The largest return of one round in total bets, exact ("1300", "5.5"). */
  maxWinTimesBet: exactDecimal.nullable(),
  volatility: z.enum(volatilityLabels).nullable(),
});

export const gameList = definePlayerCall({
  path: '/game/list',
  summary:
    "The games offered, each with the facts shown before launch: RTP, the share of rounds that return something and of rounds that win more than the bet, the exact maximum win and volatility, as the provider publishes them from each game's exact PAR sheet.",
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
  body: z.object({ ...clientFlags, gameId: gameIdField.optional() }).strict(),
  data: z.object({ rounds: z.array(recordedRound) }),
});

export const gameSessionSummary = definePlayerCall({
  path: '/game/session/summary',
  summary:
    "Elapsed time and net position of the player's current game session, for the bar over the game frame; works for any provider.",
  public: false,
  body: z.object({ ...clientFlags, gameId: gameIdField }).strict(),
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
