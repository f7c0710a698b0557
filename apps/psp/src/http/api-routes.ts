import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  chargeAnswer,
  createChargeBody,
  createPayoutBody,
  createRefundBody,
  payoutAnswer,
  pspErrorAnswer,
  refundAnswer,
} from '@sorte/contracts';
import { checkChargeRequest } from '../charges/check-charge-request';
import { createCharge } from '../charges/create-charge';
import { findCharge } from '../charges/find-charge';
import { refundCharge } from '../charges/refund-charge';
import { toChargeAnswer } from '../charges/to-charge-answer';
import { checkPayoutRequest } from '../payouts/check-payout-request';
import { createPayout } from '../payouts/create-payout';
import { findPayout } from '../payouts/find-payout';
import { toPayoutAnswer } from '../payouts/to-payout-answer';
import type { ServiceDeps } from '../service-deps';
import { parseBody, parseRawJson } from './parse-json-body';
import { PspError } from './psp-error';
import { requireSignature } from './require-signature';
import { apiHeaders } from './security-headers';

/** A signed request's body as received: the signature covers these exact bytes. */
function rawBodyOf(request: FastifyRequest): string {
  return typeof request.body === 'string' ? request.body : '';
}

/** What the merchant API answers, as `@sorte/contracts` declares it, refusals included. */
const chargeAnswers = { config: { answers: { ok: chargeAnswer, refused: pspErrorAnswer } } };
const payoutAnswers = { config: { answers: { ok: payoutAnswer, refused: pspErrorAnswer } } };
const refundAnswers = { config: { answers: { ok: refundAnswer, refused: pspErrorAnswer } } };

const refundRefusals: Readonly<Record<string, [number, string]>> = {
  charge_not_found: [404, 'no such charge'],
  charge_not_paid: [409, 'only a paid charge can be refunded'],
  charge_refunded: [409, 'the charge was already refunded under another merchantRefundId'],
  refund_amount_mismatch: [400, 'a refund gives back exactly what was paid, in its currency'],
};

/**
 * The merchant API under /v1, every call signed with PSP_SECRET. Bodies are kept as text until
 * the signature over them is checked, then parsed: nothing in an unsigned request is read.
 */
export async function registerApiRoutes(app: FastifyInstance, deps: ServiceDeps): Promise<void> {
  await app.register(
    async (v1) => {
      v1.removeContentTypeParser('application/json');
      v1.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
        done(null, body),
      );
      v1.addHook('onRequest', async (_request, reply) => {
        reply.headers(apiHeaders);
      });
      v1.addHook('preValidation', async (request) => {
        requireSignature(request, rawBodyOf(request), deps.config.PSP_SECRET, deps.nowMs());
      });

      v1.post('/charges', chargeAnswers, async (request, reply) => {
        const body = parseBody(createChargeBody, parseRawJson(rawBodyOf(request)));
        const refusal = checkChargeRequest(body);
        if (refusal) throw new PspError(refusal.code, 400, refusal.message);
        const result = await createCharge(deps, body);
        if (result.kind === 'conflict') {
          throw new PspError(
            'merchant_order_conflict',
            409,
            `merchantOrderId ${body.merchantOrderId} already has a charge of another amount, currency or method`,
          );
        }
        return reply
          .status(result.kind === 'created' ? 201 : 200)
          .send(toChargeAnswer(result.charge, deps.config.publicUrl));
      });

      v1.get<{ Params: { chargeId: string } }>(
        '/charges/:chargeId',
        chargeAnswers,
        async (request) => {
          const charge = await findCharge(deps.db, request.params.chargeId);
          if (!charge) throw new PspError('charge_not_found', 404, 'no such charge');
          return toChargeAnswer(charge, deps.config.publicUrl);
        },
      );

      v1.post<{ Params: { chargeId: string } }>(
        '/charges/:chargeId/refund',
        refundAnswers,
        async (request) => {
          const body = parseBody(createRefundBody, parseRawJson(rawBodyOf(request)));
          const result = await refundCharge(deps, request.params.chargeId, body);
          if (result.kind === 'refunded') return result.answer;
          const [status, message] = refundRefusals[result.code] ?? [409, result.code];
          throw new PspError(result.code, status, message);
        },
      );

      v1.post('/payouts', payoutAnswers, async (request, reply) => {
        const body = parseBody(createPayoutBody, parseRawJson(rawBodyOf(request)));
        const refusal = checkPayoutRequest(body);
        if (refusal) throw new PspError(refusal.code, 400, refusal.message);
        const result = await createPayout(deps, body);
        if (result.kind === 'conflict') {
          throw new PspError(
            'merchant_payout_conflict',
            409,
            `merchantPayoutId ${body.merchantPayoutId} already has a payout of another amount, currency or destination`,
          );
        }
        return reply
          .status(result.kind === 'created' ? 201 : 200)
          .send(toPayoutAnswer(result.payout));
      });

      v1.get<{ Params: { payoutId: string } }>(
        '/payouts/:payoutId',
        payoutAnswers,
        async (request) => {
          const payout = await findPayout(deps.db, request.params.payoutId);
          if (!payout) throw new PspError('payout_not_found', 404, 'no such payout');
          return toPayoutAnswer(payout);
        },
      );
    },
    { prefix: '/v1' },
  );
}
