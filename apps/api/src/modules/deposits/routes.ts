import type { FastifyInstance } from 'fastify';
import {
  chargeAmountList,
  chargeOrderList,
  createChargeOrder,
  getFbRechargeRecords,
  pspSignatureHeader,
  pspSignatureWindowMs,
  pspWebhookEvent,
  updateFbRechargeRecords,
} from '@sorte/contracts';
import { checkPspHeader } from '@sorte/contracts/signing';
import type { Database } from '../../db/database';
import { registerPlayerCall } from '../../http/player-route';
import type { PlayerRouteDeps } from '../../http/player-route';
import { keepRawJsonBody } from '../../http/raw-json-body';
import { readConversionRecords, updateConversionRecords } from './conversion-records';
import { createDepositOrder } from './create-deposit-order';
import { listDepositAmounts } from './list-deposit-amounts';
import { listDepositOrders } from './list-deposit-orders';
import { processPspEvent } from './process-psp-event';
import type { PspClient } from './psp-client';

export interface DepositRouteDeps extends PlayerRouteDeps {
  db: Database;
  psp: PspClient;
  pspSecret: string;
  /** The api's own address as the provider reaches it, for webhooks. */
  webhookBaseUrl: string;
  /** The player app's address, for the checkout's way back. */
  publicUrl: string;
}

const webhookBodyLimitBytes = 64 * 1024;

export async function registerDepositRoutes(
  app: FastifyInstance,
  deps: DepositRouteDeps,
): Promise<void> {
  const { db } = deps;
  registerPlayerCall(app, deps, chargeAmountList, ({ player }) => listDepositAmounts(db, player));
  registerPlayerCall(app, deps, createChargeOrder, ({ body, player, language }) =>
    createDepositOrder(
      {
        db,
        psp: deps.psp,
        callbackUrl: new URL('/webhooks/psp', deps.webhookBaseUrl).toString(),
        returnUrl: new URL('/?model=Paymodel', deps.publicUrl).toString(),
      },
      { playerId: player.playerId, market: player.market, amountMinor: body.amount, language },
    ),
  );
  registerPlayerCall(app, deps, chargeOrderList, ({ body, player, language }) =>
    listDepositOrders(db, { playerId: player.playerId, pageSize: body.pageSize ?? 20, language }),
  );
  registerPlayerCall(app, deps, getFbRechargeRecords, ({ player }) =>
    readConversionRecords(db, player.playerId),
  );
  registerPlayerCall(app, deps, updateFbRechargeRecords, ({ body, player }) =>
    updateConversionRecords(db, player.playerId, body),
  );

  // The provider's webhooks: verified over the raw bytes, each event applied once, answered 2xx
  // once handled (a repeat included) so the provider stops retrying.
  await app.register(async (webhooks) => {
    keepRawJsonBody(webhooks, webhookBodyLimitBytes);
    webhooks.post('/webhooks/psp', { bodyLimit: webhookBodyLimitBytes }, async (request, reply) => {
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
      const parsed = pspWebhookEvent.safeParse(request.body);
      if (!parsed.success) {
        return reply
          .status(400)
          .send({ error: { code: 'bad_request', message: parsed.error.issues[0]?.message ?? '' } });
      }
      const outcome = await processPspEvent(db, parsed.data);
      request.log.info({ eventId: parsed.data.id, type: parsed.data.type, outcome }, 'psp event');
      return { received: true, outcome };
    });
  });
}
