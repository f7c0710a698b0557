import { z } from 'zod';
import { chargeOrderList, depositOrderListPageSizeMax } from './calls/deposits';
import { gameIdField } from './common';
import { gameRecentRounds } from './calls/game-play';
import { statement, statementPageSizeMax } from './calls/statement';
import { allWithdrawOrders } from './calls/withdrawals';
import { definePlayerCall } from './player-call';

// A player's history as staff read it: the same answers the player's own screens get (the same
// shapes, read by the same queries), asked by the player's public id.

const opsPlayerId = z.string().min(1).max(64);
const cursor = z.number().int().safe().positive().optional();

export const opsPlayerStatement = definePlayerCall({
  path: '/ops/players/statement',
  summary: "A player's ledger statement, newest first, a page at a time, as the player reads it.",
  public: false,
  body: z
    .object({
      playerId: opsPlayerId,
      pageSize: z.number().int().min(1).max(statementPageSizeMax).optional(),
      cursor,
    })
    .strict(),
  data: statement.data,
});

export const opsPlayerRounds = definePlayerCall({
  path: '/ops/players/rounds',
  summary:
    "A player's last ten rounds (of one game when gameId is given), recalled as the player sees them: bet, win, balance before and after.",
  public: false,
  body: z.object({ playerId: opsPlayerId, gameId: gameIdField.optional() }).strict(),
  data: gameRecentRounds.data,
});

export const opsPlayerDeposits = definePlayerCall({
  path: '/ops/players/deposits',
  summary: "A player's deposits, newest first, with their states in the player's language.",
  public: false,
  body: z
    .object({
      playerId: opsPlayerId,
      pageSize: z.number().int().min(1).max(depositOrderListPageSizeMax).optional(),
    })
    .strict(),
  data: chargeOrderList.data,
});

export const opsPlayerWithdrawals = definePlayerCall({
  path: '/ops/players/withdrawals',
  summary: "A player's withdrawals, newest first, a page at a time, as the player reads them.",
  public: false,
  body: z
    .object({
      playerId: opsPlayerId,
      pageSize: z.number().int().min(1).max(50).optional(),
      cursor,
    })
    .strict(),
  data: allWithdrawOrders.data,
});

export const opsPlayerHistoryCalls = [
  opsPlayerStatement,
  opsPlayerRounds,
  opsPlayerDeposits,
  opsPlayerWithdrawals,
] as const;
