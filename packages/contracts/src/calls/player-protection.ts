import { z } from 'zod';
import { definePlayerCall } from '../player-call';
import { clientFlags, emptyBody } from '../common';

/** Time-outs a player may take (PRODUCT.md §3.6): a day, a week, a month. */
export const breakPeriodsDays = [1, 7, 30] as const;

export const exclusionKinds = ['break', 'self_exclusion'] as const;

export { reminderMinuteChoices, reminderMinutesDefault } from '../protection/reminders';

export const protectionStatusData = z.object({
  /** While in the future, the player can neither play nor deposit; null when free to. */
  excludedUntil: z.string().nullable(),
  exclusionKind: z.enum(exclusionKinds).nullable(),
  breakDays: z.array(z.number().int().positive()),
  /** The periods of the market's compliance profile (PAGCOR: 6 months, 1 year, 5 years). */
  selfExclusionDays: z.array(z.number().int().positive()),
  /** Minutes of play between two reminders. */
  reminderMinutes: z.number().int().positive(),
  reminderMinuteChoices: z.array(z.number().int().positive()),
});

const periodBody = z
  .object({ ...clientFlags, days: z.number().int().positive().max(3660) })
  .strict();

export const protectionStatus = definePlayerCall({
  path: '/v1/bus/protection',
  summary:
    'Whether the player is on a break or self-excluded, until when, and the periods offered.',
  public: false,
  body: emptyBody,
  data: protectionStatusData,
});

export const takeBreak = definePlayerCall({
  path: '/v1/bus/takeBreak',
  summary:
    'A time-out of 1, 7 or 30 days: no games and no deposits until it ends. It cannot be shortened; open game sessions end at once, while rounds already played still settle.',
  public: false,
  body: periodBody,
  data: protectionStatusData,
});

export const setReminder = definePlayerCall({
  path: '/v1/bus/setReminder',
  summary:
    'How many minutes of play pass between two reminders of the time spent and the net result: 15, 30 or 60.',
  public: false,
  body: z.object({ ...clientFlags, minutes: z.number().int().positive().max(1440) }).strict(),
  data: protectionStatusData,
});

export const selfExclude = definePlayerCall({
  path: '/v1/bus/selfExclude',
  summary:
    "Self-exclusion for one of the market's periods: no games and no deposits until it ends. It cannot be shortened or lifted early.",
  public: false,
  body: periodBody,
  data: protectionStatusData,
});
