import { z } from 'zod';
import { amountMinor, emptyBody } from './common';
import { withdrawalOrderView, withdrawalStatusValues } from './calls/withdrawals';
import { definePlayerCall } from './player-call';
import { opsSupportCalls } from './ops-support-calls';
import { staffRoles } from './ops-roles';
import { opsStaffCalls } from './ops-staff-calls';
import { opsPlayerCalls } from './ops-player-calls';
import { opsPlayerHistoryCalls } from './ops-player-history-calls';
import { opsReportCalls } from './ops-report-calls';
import { opsDataRightsCalls } from './ops-data-rights-calls';
import { opsHarmCalls } from './ops-harm-calls';

/**
 * The operator's calls, for staff only (until the console exists, staff use them directly). Same
 * envelope and rules as player calls; signed in with `/ops/login`, then every call carries
 * `authorization: Bearer <token>`. A player's access token is never accepted.
 */
export const opsLogin = definePlayerCall({
  path: '/ops/login',
  summary:
    'Signs a staff member in with username, password and, once enrolled, a TOTP code; answers a token for eight hours. Five wrong tries in a row lock the account for 15 minutes.',
  public: true,
  body: z
    .object({
      username: z.string().min(1).max(64),
      password: z.string().min(1).max(200),
      totp: z
        .string()
        .regex(/^\d{6}$/)
        .optional(),
    })
    .strict(),
  data: z.object({
    token: z.string(),
    expiresAt: z.string(),
    username: z.string(),
    role: z.enum(staffRoles),
    /** False until the staff member enrols TOTP: the session may then only enrol. */
    secondFactorPassed: z.boolean(),
  }),
});

export const opsLogout = definePlayerCall({
  path: '/ops/logout',
  summary: 'Ends the staff session that made this call.',
  public: false,
  body: emptyBody,
  data: z.object({}),
});

export const opsWithdrawalView = withdrawalOrderView.extend({
  playerId: z.string(),
  requestedAt: z.string(),
  autoApproved: z.boolean(),
  reviewedBy: z.string().nullable(),
  /** Past its promised deadline: still not paid after it, or paid after it. */
  overdue: z.boolean(),
  /** The payment provider's id of the payout, once it accepted it: what staff quote to them. */
  pspPayoutId: z.string().nullable(),
});

export const opsWithdrawals = definePlayerCall({
  path: '/ops/withdrawals',
  summary: 'Withdrawals, oldest first within a status (those waiting for review by default).',
  public: false,
  body: z
    .object({
      status: z.enum(withdrawalStatusValues).optional(),
      pageSize: z.number().int().min(1).max(100).optional(),
      cursor: z.number().int().safe().positive().optional(),
    })
    .strict(),
  data: z.object({
    list: z.array(opsWithdrawalView),
    nextCursor: z.number().int().nullable(),
    totalAmountMinor: amountMinor,
  }),
});

export const opsApproveWithdrawal = definePlayerCall({
  path: '/ops/withdrawals/approve',
  summary: 'Approves a withdrawal waiting for review; its payout is sent to the provider.',
  public: false,
  body: z.object({ orderId: z.string().min(1).max(64) }).strict(),
  data: z.object({ order: opsWithdrawalView }),
});

export const opsRejectWithdrawal = definePlayerCall({
  path: '/ops/withdrawals/reject',
  summary:
    'Rejects a withdrawal waiting for review with a reason the player reads; the whole amount returns to their balance in the same step.',
  public: false,
  body: z
    .object({ orderId: z.string().min(1).max(64), reason: z.string().trim().min(3).max(300) })
    .strict(),
  data: z.object({ order: opsWithdrawalView }),
});

export const opsCalls = [
  opsLogin,
  opsLogout,
  opsWithdrawals,
  opsApproveWithdrawal,
  opsRejectWithdrawal,
  ...opsSupportCalls,
  ...opsStaffCalls,
  ...opsPlayerCalls,
  ...opsPlayerHistoryCalls,
  ...opsReportCalls,
  ...opsDataRightsCalls,
  ...opsHarmCalls,
] as const;
