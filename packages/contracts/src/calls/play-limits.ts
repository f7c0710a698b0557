import { z } from 'zod';
import { definePlayerCall } from '../player-call';
import { clientFlags, emptyBody } from '../common';
import { depositLimitPeriods } from './deposit-limits';

/**
 * The loss limit (net losses of the day, week and month of the market's calendar) and the daily
 * play-time limit (minutes). Lower at once, higher or none 24 hours later, as deposit limits.
 */
export const playLimitKeys = ['loss:day', 'loss:week', 'loss:month', 'time:day'] as const;
export type PlayLimitKey = (typeof playLimitKeys)[number];

export const playLimitView = z.object({
  key: z.enum(playLimitKeys),
  kind: z.enum(['loss', 'time']),
  period: z.enum(depositLimitPeriods),
  /** Minor units (loss) or minutes (time); null: no limit in force. */
  amount: z.number().int().positive().nullable(),
  /** Net losses (minor units, 0 when ahead) or minutes played in the current period. */
  used: z.number().int().nonnegative(),
  pending: z
    .object({ amount: z.number().int().positive().nullable(), effectiveAt: z.string() })
    .nullable(),
});

export const playLimitsData = z.object({
  limits: z.array(playLimitView),
  /** When the player chose their limits; br-regulated asks for it before any deposit or game. */
  chosenAt: z.string().nullable(),
  /** The profile asks the player to choose them before the first deposit (br-regulated). */
  requiredBeforePlay: z.boolean(),
  coolingOffHours: z.number().int().positive(),
});

export const playLimits = definePlayerCall({
  path: '/v1/bus/playLimits',
  summary:
    "The player's loss limits (day, week, month) and daily play-time limit, what the current periods have used, and any raise still cooling off.",
  public: false,
  body: emptyBody,
  data: playLimitsData,
});

export const setPlayLimits = definePlayerCall({
  path: '/v1/bus/setPlayLimits',
  summary:
    'Sets loss and play-time limits (null removes one). A lower limit applies at once, to games already open too; a higher one or a removal after 24 hours. Records that the player chose their limits.',
  public: false,
  body: z
    .object({
      ...clientFlags,
      limits: z
        .array(
          z
            .object({
              key: z.enum(playLimitKeys),
              /** Minor units for a loss limit; minutes (1 to 1440) for the time limit. */
              amount: z.number().int().positive().safe().nullable(),
            })
            .strict(),
        )
        .max(playLimitKeys.length),
    })
    .strict(),
  data: playLimitsData,
});
