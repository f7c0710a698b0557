import { z } from 'zod';
import { definePlayerCall } from '../player-call';
import { clientFlags, emptyBody } from '../common';

/** Rows as the operator keeps them, one array per kind of record. */
const records = z.array(z.record(z.string(), z.unknown()));

/** Everything the operator keeps about the player, per kind of record (LGPD art. 18, II). */
export const playerDataExport = z.object({
  exportedAt: z.string(),
  account: z.record(z.string(), z.unknown()),
  devices: records,
  signIns: records,
  statement: records,
  rounds: records,
  deposits: records,
  withdrawals: records,
  payoutAccounts: records,
  depositLimitChanges: records,
  playLimitChanges: records,
  rewards: records,
  invitations: records,
  supportTickets: records,
  supportMessages: records,
  closureRequests: records,
  /** The daily markers of harm the api scored them on, and what staff did about them. */
  harmScores: records,
  careInteractions: records,
  /** Notes staff keep on the player's record, and manual corrections of their balance. */
  staffNotes: records,
  manualAdjustments: records,
});

export const myData = definePlayerCall({
  path: '/v1/bus/myData',
  summary:
    "Everything the operator keeps about the player, for them to download (Brazil's LGPD): the account, devices, sign-ins, the ledger statement, game rounds, deposits, withdrawals, payout accounts, limit changes, rewards, invitations, support conversations, closure requests, markers of harm and staff's interactions about them, staff's notes and manual adjustments. Secrets (password and token hashes) and staff identities are left out.",
  public: false,
  body: emptyBody,
  data: playerDataExport,
});

export const closureRequestView = z.object({
  status: z.enum(['open', 'closed', 'withdrawn']),
  requestedAt: z.string(),
  endedAt: z.string().nullable(),
});

export const accountClosure = definePlayerCall({
  path: '/v1/bus/accountClosure',
  summary:
    "The player's latest request to close their account, or null: open until staff close the account or the player withdraws it.",
  public: false,
  body: emptyBody,
  data: z.object({ request: closureRequestView.nullable() }),
});

export const requestAccountClosure = definePlayerCall({
  path: '/v1/bus/requestAccountClosure',
  summary:
    'Asks to close the account. Asking again while a request is open answers that request; staff close the account once no money of the player is left or on its way.',
  public: false,
  body: z.object({ ...clientFlags, confirm: z.literal(true) }).strict(),
  data: z.object({ request: closureRequestView }),
});

export const withdrawAccountClosure = definePlayerCall({
  path: '/v1/bus/withdrawAccountClosure',
  summary:
    'Withdraws an open request to close the account (closure_request_none when there is none).',
  public: false,
  body: emptyBody,
  data: z.object({ request: closureRequestView }),
});
