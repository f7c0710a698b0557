import { z } from 'zod';
import { definePlayerCall } from '../player-call';
import { clientFlags, emptyBody } from '../common';

/** Ids are positive safe integers on the wire. */
const recordId = z.number().int().safe().positive();

/** A field as the player typed it; the rule of its kind (`@sorte/markets`) decides the rest. */
const typedField = z.string().max(200);

/** How a channel asks for its fields, so the form can draw them and check them as the server will. */
export const payoutChannelView = z.object({
  channelId: z.string(),
  /** The seed's order type code: CPF 1, BANK 2, PHONE 4, EMAIL 5, WALLET 6, QRCODE 7. */
  orderType: z.number().int(),
  typicalMinutes: z.number().int().positive(),
  /** The largest payout the channel carries; null: only the market's maximum applies. */
  amountMinorMax: z.number().int().nonnegative().nullable(),
});

/** One of the player's payout accounts, as the player entered it (it is their own data). */
export const payoutAccountView = z.object({
  accountId: recordId,
  channelId: z.string(),
  orderType: z.number().int(),
  account: z.string(),
  /** The account with all but its last four characters hidden, for lists and receipts. */
  accountMasked: z.string(),
  bankCode: z.string().nullable(),
  holderName: z.string(),
  holderCpf: z.string().nullable(),
  createdAt: z.string(),
});

export const payoutAccountBody = z
  .object({
    ...clientFlags,
    channelId: z.string().min(1).max(40),
    account: typedField,
    bankCode: typedField.nullish(),
    holderName: typedField,
    holderCpf: typedField.nullish(),
  })
  .strict();

export const payoutAccountList = definePlayerCall({
  path: '/withdraw/bank/list',
  summary:
    "The player's payout accounts, the channels their market pays out through, and the CPF the player registered (Brazil).",
  public: false,
  body: emptyBody,
  data: z.object({
    list: z.array(payoutAccountView),
    channels: z.array(payoutChannelView),
    playerCpf: z.string().nullable(),
    /** The market's compliance profile pays only to accounts in the player's own CPF. */
    ownCpfPayoutsOnly: z.boolean(),
  }),
});

export const addPayoutAccount = definePlayerCall({
  path: '/v1/bus/addPayoutAccount',
  summary:
    'Adds a payout account after checking every field by the rule of its kind; refused as a whole with payout_account_invalid and the first problem in words.',
  public: false,
  body: payoutAccountBody,
  data: z.object({ account: payoutAccountView }),
});

export const updatePayoutAccount = definePlayerCall({
  path: '/v1/bus/updatePayoutAccount',
  summary:
    "Changes one of the player's payout accounts (a withdrawal already made keeps the destination it was sent to).",
  public: false,
  body: payoutAccountBody.extend({ accountId: recordId }).strict(),
  data: z.object({ account: payoutAccountView }),
});

export const removePayoutAccount = definePlayerCall({
  path: '/v1/bus/removePayoutAccount',
  summary: "Removes one of the player's payout accounts from the list.",
  public: false,
  body: z.object({ ...clientFlags, accountId: recordId }).strict(),
  data: z.object({}),
});

export const updateCpf = definePlayerCall({
  path: '/v1/bus/updateCpf',
  summary:
    "Registers the player's own CPF (Brazil), once; the same CPF again is accepted, another is refused.",
  public: false,
  body: z.object({ ...clientFlags, cpf: z.string().max(20) }).strict(),
  data: z.object({ cpf: z.string() }),
});
