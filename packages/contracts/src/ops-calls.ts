import { z } from 'zod';
import { marketCodes } from '@sorte/markets';
import { amountMinor, emptyBody } from './common';
import { withdrawalStatusValues } from './calls/withdrawals';
import { opsWithdrawalView } from './ops-withdrawal-view';
import { definePlayerCall } from './player-call';
import { opsSupportCalls } from './ops-support-calls';
import { staffRoles } from './ops-roles';
import { opsStaffCalls } from './ops-staff-calls';
import { opsMoneyCalls } from './ops-money-calls';
import { opsPlayerCalls } from './ops-player-calls';
import { opsPlayerHistoryCalls } from './ops-player-history-calls';
import { opsReportCalls } from './ops-report-calls';
import { opsSettingsCalls } from './ops-settings-calls';
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

export const opsWithdrawals = definePlayerCall({
  path: '/ops/withdrawals',
  summary:
    'Withdrawals, oldest first within a stage (those waiting for review by default), narrowed by market, amount (minor units, both ends included) and age (requested more than `olderThanHours` ago). The total is of every withdrawal that matches, not only the page.',
  public: false,
  body: z
    .object({
      status: z.enum(withdrawalStatusValues).optional(),
      market: z.enum(marketCodes).optional(),
      amountMinorMin: amountMinor.optional(),
      amountMinorMax: amountMinor.optional(),
      olderThanHours: z.number().int().min(1).max(8760).optional(),
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
  summary:
    "Approves a withdrawal waiting for review; its payout is sent to the provider. Above the market's second-approval amount the first approval is recorded and the withdrawal stays in review (`awaitingSecondApprover`) until a different staff member approves it; the same one again is refused (withdrawal_same_approver).",
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

export { opsWithdrawalView };

export const opsCalls = [
  opsLogin,
  opsLogout,
  opsWithdrawals,
  opsApproveWithdrawal,
  opsRejectWithdrawal,
  ...opsSupportCalls,
  ...opsStaffCalls,
  ...opsMoneyCalls,
  ...opsPlayerCalls,
  ...opsPlayerHistoryCalls,
  ...opsReportCalls,
  ...opsDataRightsCalls,
  ...opsHarmCalls,
  ...opsSettingsCalls,
] as const;
