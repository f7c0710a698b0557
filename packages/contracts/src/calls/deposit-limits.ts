import { z } from 'zod';
import { definePlayerCall } from '../player-call';
import { amountMinor, clientFlags, emptyBody } from '../common';

/** Deposit limits run over the market's calendar day, week (from Monday) and month. */
export const depositLimitPeriods = ['day', 'week', 'month'] as const;
export type DepositLimitPeriod = (typeof depositLimitPeriods)[number];

/** A raise or a removal waits this long: a lower limit protects at once, a higher one cannot be chased. */
export const depositLimitCoolingOffHours = 24;

export const depositLimitView = z.object({
  period: z.enum(depositLimitPeriods),
  /** null: no limit in force. */
  amountMinor: amountMinor.nullable(),
  /** Deposits started in the current period that count against it (paid or still payable). */
  usedMinor: amountMinor,
  /** A raise or removal waiting for its cooling-off, and when it takes effect. */
  pending: z.object({ amountMinor: amountMinor.nullable(), effectiveAt: z.string() }).nullable(),
});

export const depositLimitsData = z.object({
  limits: z.array(depositLimitView),
  coolingOffHours: z.number().int().positive(),
});

export const depositLimits = definePlayerCall({
  path: '/v1/bus/depositLimits',
  summary:
    "The player's deposit limits per day, week and month, what the current periods have used, and any raise still cooling off.",
  public: false,
  body: emptyBody,
  data: depositLimitsData,
});

export const setDepositLimit = definePlayerCall({
  path: '/v1/bus/setDepositLimit',
  summary:
    "Sets one period's deposit limit (amountMinor null removes it). A lower limit applies at once; a higher one or a removal after 24 hours.",
  public: false,
  body: z
    .object({
      ...clientFlags,
      period: z.enum(depositLimitPeriods),
      amountMinor: amountMinor.positive().nullable(),
    })
    .strict(),
  data: depositLimitsData,
});
