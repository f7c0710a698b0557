import { z } from 'zod';
import { idempotencyKeyField, opsPageBody, pageOf } from './common';
import { marketCodes, rewardKinds } from '@sorte/markets';
import { depositLimitsData } from './calls/deposit-limits';
import { playLimitsData } from './calls/play-limits';
import { protectionStatusData } from './calls/player-protection';
import { definePlayerCall } from './player-call';

/** The seed's user types, as staff read and set them. */
export const userTypeLetters = ['A', 'B', 'C', 'D', 'E', 'F'] as const;

/** Bounds of a staff note on a player, in characters. */
export const playerNoteLengthMin = 1;
export const playerNoteLengthMax = 2000;

/** Bounds of a manual adjustment's reason, in characters. */
export const adjustmentReasonLengthMin = 10;
export const adjustmentReasonLengthMax = 500;

/** At most this many players answer one search. */
export const playerSearchResultsMax = 20;

/** The public id staff use for a player, as the queues show it. */
const opsPlayerId = z.string().min(1).max(64);

export const playerSearchKeys = [
  'player_id',
  'username',
  'email',
  'phone',
  'cpf',
  'device_id',
] as const;

export const opsPlayerSummary = z.object({
  playerId: z.string(),
  /** The number the player's own app shows as their user id. */
  userId: z.number().int().positive(),
  market: z.enum(marketCodes),
  nick: z.string(),
  username: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  userType: z.enum(userTypeLetters),
  createdAt: z.string(),
});

export const opsPlayerSearchResult = opsPlayerSummary.extend({
  /** Which key the query matched, and whether exactly (exact matches come first). */
  matchedBy: z.enum(playerSearchKeys),
  exact: z.boolean(),
});

export const opsSearchPlayers = definePlayerCall({
  path: '/ops/players/search',
  summary:
    'Finds players by player id, user id, username, e-mail, phone (read as each market writes it), CPF or device id: exact matches first, then usernames and e-mails that start with the query; at most 20.',
  public: false,
  body: z.object({ query: z.string().min(1).max(200) }).strict(),
  data: z.object({ list: z.array(opsPlayerSearchResult).max(playerSearchResultsMax) }),
});

export const opsPlayerNoteView = z.object({
  noteId: z.number().int().positive(),
  staffUsername: z.string(),
  text: z.string(),
  at: z.string(),
});

export const opsPlayerRewardView = z.object({
  kind: z.enum(rewardKinds),
  amountMinor: z.number().int(),
  wageringAddedMinor: z.number().int(),
  at: z.string(),
});

export const opsPlayerPage = opsPlayerSummary.extend({
  currency: z.string(),
  cpf: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
  balances: z.object({
    /** The player's one balance: cash and bonus credits share it (PRODUCT.md §3.5). */
    cashMinor: z.number().int(),
    /** Turnover still owed before a withdrawal, and the requirement it counts down from. */
    wageringRemainingMinor: z.number().int(),
    wageringTargetMinor: z.number().int(),
  }),
  vipLevel: z.number().int().min(0),
  /** Breaks, self-exclusions and limits as the player set them; no staff call changes them. */
  protection: protectionStatusData,
  depositLimits: depositLimitsData,
  playLimits: playLimitsData,
  /** The latest rewards received, newest first. */
  rewards: z.array(opsPlayerRewardView).max(20),
  devices: z.array(z.object({ deviceId: z.string() })),
  /** The latest notes, newest first. */
  notes: z.array(opsPlayerNoteView).max(20),
});

export const opsReadPlayer = definePlayerCall({
  path: '/ops/players/read',
  summary:
    "One player's page: market, balance and turnover owed, VIP level, user type, protection and limits with their ends, the latest rewards, devices and staff notes.",
  public: false,
  body: z.object({ playerId: opsPlayerId }).strict(),
  data: z.object({ player: opsPlayerPage }),
});

export const opsSetUserType = definePlayerCall({
  path: '/ops/players/type',
  summary: "Sets a player's user type (A to F); audited with the type before and after.",
  public: false,
  body: z.object({ playerId: opsPlayerId, userType: z.enum(userTypeLetters) }).strict(),
  data: z.object({ player: opsPlayerSummary }),
});

export const opsAddPlayerNote = definePlayerCall({
  path: '/ops/players/note',
  summary:
    'Adds a staff note to a player (1 to 2000 characters, no control characters); audited, shown on the player page, never to the player.',
  public: false,
  body: z.object({ playerId: opsPlayerId, text: z.string().max(8000) }).strict(),
  data: z.object({ note: opsPlayerNoteView }),
});

export const adjustmentAccounts = ['cash', 'bonus'] as const;
export const adjustmentStatuses = ['pending', 'posted', 'rejected'] as const;

export const opsAdjustmentView = z.object({
  adjustmentId: z.string(),
  playerId: z.string(),
  market: z.enum(marketCodes),
  currency: z.string(),
  amountMinor: z.number().int(),
  account: z.enum(adjustmentAccounts),
  reason: z.string(),
  status: z.enum(adjustmentStatuses),
  proposedBy: z.string(),
  createdAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
});

export const adjustmentId = z.string().regex(/^MA[0-9A-Z]{12}$/);

export const opsProposeAdjustment = definePlayerCall({
  path: '/ops/adjustments/propose',
  summary:
    "Proposes a balance correction: a signed amount in minor units on the player's cash (against the house) or bonus (against promotions, with its turnover), with a reason of 10 to 500 characters. Up to the market's limit it is posted at once; above it, it waits for a different staff member's approval. A debit larger than the balance is refused (adjustment_exceeds_balance), and so is any adjustment of a closed account (account_closed). With an idempotencyKey, the same proposal sent again answers the adjustment it made rather than a second one.",
  public: false,
  body: z
    .object({
      playerId: opsPlayerId,
      amountMinor: z.number().int().safe(),
      account: z.enum(adjustmentAccounts),
      reason: z.string().max(2000),
      /** The same key sent again by the same staff member answers the adjustment it made. */
      idempotencyKey: idempotencyKeyField.optional(),
    })
    .strict(),
  data: z.object({ adjustment: opsAdjustmentView }),
});

export const opsApproveAdjustment = definePlayerCall({
  path: '/ops/adjustments/approve',
  summary:
    'Posts a pending adjustment; only a staff member other than the one who proposed it may (adjustment_same_staff).',
  public: false,
  body: z.object({ adjustmentId }).strict(),
  data: z.object({ adjustment: opsAdjustmentView }),
});

export const opsRejectAdjustment = definePlayerCall({
  path: '/ops/adjustments/reject',
  summary: 'Refuses a pending adjustment: nothing is posted.',
  public: false,
  body: z.object({ adjustmentId }).strict(),
  data: z.object({ adjustment: opsAdjustmentView }),
});

export const opsPendingAdjustments = definePlayerCall({
  path: '/ops/adjustments',
  summary: 'Adjustments waiting for a second staff member, oldest first.',
  public: false,
  body: opsPageBody,
  data: pageOf(opsAdjustmentView),
});

export const opsPlayerCalls = [
  opsSearchPlayers,
  opsReadPlayer,
  opsSetUserType,
  opsAddPlayerNote,
  opsProposeAdjustment,
  opsApproveAdjustment,
  opsRejectAdjustment,
  opsPendingAdjustments,
] as const;
