import { z } from 'zod';
import { definePlayerCall } from '../player-call';
import { clientFlags } from '../common';

export const statementPageSizeMax = 50;

export const statementEntry = z.object({
  transactionId: z.number().int(),
  kind: z.string(),
  /** Signed: positive credited the player, negative debited them. */
  amountMinor: z.number().int(),
  balanceAfterMinor: z.number().int().nonnegative(),
  currency: z.string(),
  reference: z.string().nullable(),
  createdAt: z.string(),
});

export const statement = definePlayerCall({
  path: '/v1/bus/statement',
  summary:
    "The player's statement from the ledger, newest first: every movement with its kind, amount, balance after, time and reference.",
  public: false,
  body: z
    .object({
      ...clientFlags,
      pageSize: z.number().int().min(1).max(statementPageSizeMax).optional(),
      /** The `nextCursor` of the previous page. */
      cursor: z.number().int().positive().optional(),
    })
    .strict(),
  data: z.object({
    items: z.array(statementEntry),
    nextCursor: z.number().int().nullable(),
  }),
});
