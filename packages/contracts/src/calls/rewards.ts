import { z } from 'zod';
import { definePlayerCall } from '../player-call';
import { amountMinor, emptyBody } from '../common';

/** A reward that was credited: its amount and the turnover it added (PRODUCT.md §3.5). */
const credited = z.object({
  amountMinor,
  wageringAddedMinor: amountMinor,
  /** The balance right after the credit. */
  balanceMinor: amountMinor,
});

/** Whether the market offers the reward now; when it does not, nothing about it is shown. */
const offered = z.boolean();

export const noviceTaskResult = z.object({
  offered,
  taskItems: z.array(
    z.object({
      gameId: z.number().int(),
      gameName: z.string(),
      currentProcess: z.number().int().nonnegative(),
      maxProcess: z.number().int().positive(),
    }),
  ),
  /** 0: not claimable yet; 1: every task done, claimable; 2: received. */
  gotFlag: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  rewardMinor: amountMinor,
  wageringMultiple: z.number().int().nonnegative(),
});

export const noviceTasks = definePlayerCall({
  path: '/v1/bus/taskOne',
  summary:
    "The novice tasks: each game's settled rounds against the rounds it asks, and the reward's state (0 greyed, 1 claimable, 2 received).",
  public: false,
  body: emptyBody,
  data: z.object({ result: noviceTaskResult }),
});

export const noviceTaskProcess = definePlayerCall({
  path: '/v1/bus/getTaskProcess',
  summary: 'The same progress as /v1/bus/taskOne, for the screens that only show it.',
  public: false,
  body: emptyBody,
  data: z.object({ result: noviceTaskResult }),
});

export const claimNoviceReward = definePlayerCall({
  path: '/v1/bus/taskOneGot',
  summary:
    'Claims the novice reward once every task is done: credited once however often it is sent, with its turnover.',
  public: false,
  body: emptyBody,
  data: z.object({ result: noviceTaskResult, credited }),
});

export const luckyBagData = z.object({
  offered,
  /** The prize once the bag is opened; the bag opens once per player. */
  openedMinor: amountMinor.nullable(),
  prizesMinor: z.array(amountMinor),
  wageringMultiple: z.number().int().nonnegative(),
});

export const luckyBag = definePlayerCall({
  path: '/v1/bus/luckyBag',
  summary: 'The lucky bag: offered or not, its possible prizes, and the prize if it was opened.',
  public: false,
  body: emptyBody,
  data: luckyBagData,
});

export const openLuckyBag = definePlayerCall({
  path: '/v1/bus/luckyBagOpen',
  summary:
    "Opens the lucky bag: the server draws the prize from the market's table and credits it once per player.",
  public: false,
  body: emptyBody,
  data: luckyBagData.extend({ credited }),
});

export const signInData = z.object({
  offered,
  /** Today in the market's time zone (YYYY-MM-DD). */
  today: z.string(),
  day: z.number().int().positive(),
  amountMinor,
  claimedToday: z.boolean(),
  vipLevel: z.number().int().nonnegative(),
  multiplierBps: z.number().int().positive(),
  wageringMultiple: z.number().int().nonnegative(),
  calendar: z.array(
    z.object({
      day: z.number().int().positive(),
      amountMinor,
      date: z.string(),
      status: z.enum(['claimed', 'today', 'upcoming']),
    }),
  ),
});

export const signInCalendar = definePlayerCall({
  path: '/v1/bus/signInInfo',
  summary:
    "The daily sign-in calendar: the market's nine rewards, the claimed days, today and the days to come; a missed day starts again at day 1.",
  public: false,
  body: emptyBody,
  data: signInData,
});

export const claimSignIn = definePlayerCall({
  path: '/v1/bus/signIn',
  summary: "Claims today's sign-in reward: once per day of the market's time zone.",
  public: false,
  body: emptyBody,
  data: signInData.extend({ credited }),
});

export const vipInfo = definePlayerCall({
  path: '/v1/bus/vipInfo',
  summary:
    "The player's VIP level from lifetime deposits, the progress to the next in the market's money, and each level's benefits.",
  public: false,
  body: emptyBody,
  data: z.object({
    level: z.number().int().nonnegative(),
    depositedMinor: amountMinor,
    nextLevelDepositsMinor: amountMinor.nullable(),
    tiers: z.array(
      z.object({
        level: z.number().int().positive(),
        depositsMinorMin: amountMinor,
        withdrawalsPerDayMax: z.number().int().positive(),
        withdrawalMinorMax: amountMinor,
        signInMultiplierBps: z.number().int().positive(),
      }),
    ),
  }),
});

export const inviteShare = definePlayerCall({
  path: '/v1/bus/getUserShareUrlAndExtensionCode',
  summary: "The player's invitation address and the extension code it carries (code=).",
  public: false,
  body: emptyBody,
  data: z.object({ offered, shareUrl: z.string(), extensionCode: z.string() }),
});

export const inviteStats = definePlayerCall({
  path: '/v1/bus/statInviteInfo',
  summary:
    'Invitation figures: players invited, those whose first deposit qualified, earned and claimable, and the stated reward.',
  public: false,
  body: emptyBody,
  data: z.object({
    offered,
    invited: z.number().int().nonnegative(),
    qualified: z.number().int().nonnegative(),
    earnedMinor: amountMinor,
    claimableMinor: amountMinor,
    rewardMinor: amountMinor,
    qualifyingDepositMinor: amountMinor,
  }),
});

export const claimInviteRewards = definePlayerCall({
  path: '/v1/bus/receiveInviteRewards',
  summary: 'Claims every claimable invitation reward, each credited once.',
  public: false,
  body: emptyBody,
  data: z.object({ credited }),
});
