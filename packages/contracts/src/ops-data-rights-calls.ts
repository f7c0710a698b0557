import { z } from 'zod';
import { emptyBody } from './common';
import { playerDataExport } from './calls/data-rights';
import { definePlayerCall } from './player-call';

const playerIdBody = z.object({ playerId: z.number().int().safe().positive() }).strict();

export const opsClosureRequests = definePlayerCall({
  path: '/ops/dataRights/closures',
  summary:
    "Open requests to close an account, oldest first, with what still holds each open: the player's balance and the withdrawals and deposits not yet ended.",
  public: false,
  body: emptyBody,
  data: z.object({
    list: z.array(
      z.object({
        playerId: z.number().int(),
        username: z.string(),
        market: z.string(),
        currency: z.string(),
        requestedAt: z.string(),
        balanceMinor: z.number().int(),
        moneyOnItsWay: z.number().int().nonnegative(),
      }),
    ),
  }),
});

export const opsCloseAccount = definePlayerCall({
  path: '/ops/dataRights/close',
  summary:
    'Closes the account of a player with an open request (closure_request_none otherwise), once none of their money is left or on its way (closure_money_left): sign-in refused from then on (account_closed), every session ended, the records kept as the law obliges. Audited.',
  public: false,
  body: playerIdBody,
  data: z.object({ closedAt: z.string() }),
});

export const opsExportPlayerData = definePlayerCall({
  path: '/ops/dataRights/export',
  summary:
    "Everything the operator keeps about a player, as the player's own download gives it, for a request made to staff (player_unknown for no such player). Audited, since it reads personal data.",
  public: false,
  body: playerIdBody,
  data: playerDataExport,
});

export const opsDataRightsCalls = [
  opsClosureRequests,
  opsCloseAccount,
  opsExportPlayerData,
] as const;
