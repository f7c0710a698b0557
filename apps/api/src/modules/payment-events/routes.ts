import type { FastifyInstance } from 'fastify';
import {
  checkCallBody,
  describeBodyRefusal,
  pspSignatureHeader,
  pspSignatureWindowMs,
  pspWebhookAnswer,
  pspWebhookEvent,
} from '@sorte/contracts';
import { checkPspHeader } from '@sorte/contracts/signing';
import type { ComplianceProfile, MarketCode } from '@sorte/markets';
import type { Database } from '../../db/database';
import { keepRawJsonBody } from '../../http/raw-json-body';
import { processPspEvent } from './process-psp-event';

const webhookBodyLimitBytes = 64 * 1024;

/**
 * The payment provider's webhooks: verified over the raw bytes, each event applied once, answered
 * 2xx once handled (a repeat included) so the provider stops retrying.
 */
export async function registerPaymentEventRoutes(
  app: FastifyInstance,
  deps: {
    db: Database;
    pspSecret: string;
    complianceProfileOf: (market: MarketCode) => ComplianceProfile;
  },
): Promise<void> {
  await app.register(async (webhooks) => {
    keepRawJsonBody(webhooks, webhookBodyLimitBytes);
    // Only the handled answer has a declared shape; refusals are read by their status alone.
    const options = {
      bodyLimit: webhookBodyLimitBytes,
      config: { answers: { ok: pspWebhookAnswer } },
    };
    webhooks.post('/webhooks/psp', options, async (request, reply) => {
      const header = request.headers[pspSignatureHeader];
      const verdict = checkPspHeader({
        secret: deps.pspSecret,
        header: typeof header === 'string' ? header : undefined,
        rawBody: request.rawBody ?? '',
        nowMs: Date.now(),
        windowMs: pspSignatureWindowMs,
      });
      if (verdict !== 'valid') {
        request.log.warn({ verdict }, 'payment webhook refused: signature');
        return reply.status(401).send({ error: { code: verdict, message: 'Signature refused.' } });
      }
      const checked = checkCallBody(pspWebhookEvent, request.body);
      if (!checked.ok) {
        return reply.status(400).send({
          error: { code: 'bad_request', message: describeBodyRefusal(checked.refusal) },
        });
      }
      const event = checked.body;
      const outcome = await processPspEvent(deps.db, event, deps.complianceProfileOf);
      request.log.info({ eventId: event.id, type: event.type, outcome }, 'psp event');
      return { received: true, outcome };
    });
  });
}
