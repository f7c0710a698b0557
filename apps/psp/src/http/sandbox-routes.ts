import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { amountMinor, payoutFailureReasons } from '@sorte/contracts';
import { amountMinorMax } from '../amount-limits';
import { expireCharge } from '../charges/expire-charge';
import { submitSandboxPayment } from '../charges/submit-sandbox-payment';
import { toChargeAnswer } from '../charges/to-charge-answer';
import { ewalletIds, philippineMobilePattern } from '../checkout/ewallets';
import { forcePayoutOutcome } from '../payouts/force-payout-outcome';
import type { ForcePayoutResult } from '../payouts/force-payout-outcome';
import { toPayoutAnswer } from '../payouts/to-payout-answer';
import type { ServiceDeps } from '../service-deps';
import { parseBody } from './parse-json-body';
import { PspError } from './psp-error';
import { apiHeaders } from './security-headers';

const payBody = z
  .object({
    /** What the player pays; leave out to pay the charge's amount. */
    amount: amountMinor.positive().max(amountMinorMax).optional(),
    wallet: z.enum(ewalletIds).optional(),
    mobileNumber: z
      .string()
      .regex(philippineMobilePattern, 'must be 09 and nine digits')
      .optional(),
  })
  .strict()
  .refine((body) => (body.wallet === undefined) === (body.mobileNumber === undefined), {
    message: 'wallet and mobileNumber go together',
  });

const failBody = z.object({ reason: z.enum(payoutFailureReasons).optional() }).strict();

const refusalStatus: Readonly<Record<string, number>> = {
  charge_not_found: 404,
  payout_not_found: 404,
};

const refusalMessage: Readonly<Record<string, string>> = {
  charge_not_found: 'no such charge',
  charge_paid: 'the charge is already paid',
  charge_expired: 'the charge has expired',
  payment_in_progress: 'a payment for this charge is already on its way',
  payout_not_found: 'no such payout',
  payout_settled: 'the payout already has its outcome',
};

function refuse(code: string): never {
  throw new PspError(code, refusalStatus[code] ?? 409, refusalMessage[code] ?? code);
}

/**
 * Sandbox controls, only with PSP_SANDBOX: what a real provider learns from banks, a tester (or
 * the checkout page's sandbox buttons) triggers here. Unsigned, like a bank's own app would be.
 */
export function registerSandboxRoutes(app: FastifyInstance, deps: ServiceDeps): void {
  app.register(
    async (sandbox) => {
      sandbox.addHook('onRequest', async (_request, reply) => {
        reply.headers(apiHeaders);
      });

      sandbox.post<{ Params: { chargeId: string } }>('/charges/:chargeId/pay', async (request) => {
        const body = parseBody(payBody, request.body);
        const result = await submitSandboxPayment(deps, request.params.chargeId, {
          amountMinor: body.amount,
          payerWallet: body.wallet,
          payerAccount: body.mobileNumber,
        });
        if (result.kind === 'refused') refuse(result.code);
        return toChargeAnswer(result.charge, deps.config.publicUrl);
      });

      sandbox.post<{ Params: { chargeId: string } }>(
        '/charges/:chargeId/expire',
        async (request) => {
          const result = await expireCharge(deps, request.params.chargeId);
          if (result.kind === 'refused') refuse(result.code);
          return toChargeAnswer(result.charge, deps.config.publicUrl);
        },
      );

      const answerPayout = (result: ForcePayoutResult) => {
        if (result.kind === 'refused') refuse(result.code);
        return toPayoutAnswer(result.payout);
      };

      sandbox.post<{ Params: { payoutId: string } }>('/payouts/:payoutId/pay', async (request) =>
        answerPayout(await forcePayoutOutcome(deps, request.params.payoutId, { status: 'paid' })),
      );

      sandbox.post<{ Params: { payoutId: string } }>('/payouts/:payoutId/fail', async (request) => {
        const body = parseBody(failBody, request.body);
        return answerPayout(
          await forcePayoutOutcome(deps, request.params.payoutId, {
            status: 'failed',
            reason: body.reason ?? 'rejected_by_bank',
          }),
        );
      });
    },
    { prefix: '/sandbox' },
  );
}
