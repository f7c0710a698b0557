import type { FastifyInstance } from 'fastify';
import {
  chargeAmountList,
  chargeOrderList,
  createChargeOrder,
  getFbRechargeRecords,
  updateFbRechargeRecords,
} from '@sorte/contracts';
import type { Database } from '../../db/database';
import { registerPlayerCall } from '../../http/player-route';
import type { PlayerRouteDeps } from '../../http/player-route';
import { readConversionRecords, updateConversionRecords } from './conversion-records';
import { createDepositOrder } from './create-deposit-order';
import { listDepositAmounts } from './list-deposit-amounts';
import { listDepositOrders } from './list-deposit-orders';
import type { PspClient } from '../psp/psp-client';

export interface DepositRouteDeps extends PlayerRouteDeps {
  db: Database;
  /** The order list's reads: history, which may be a moment behind (db/database.ts). */
  readsThatMayLag: Database;
  psp: PspClient;
  /** The api's own address as the provider reaches it, for webhooks. */
  webhookBaseUrl: string;
  /** The player app's address, for the checkout's way back. */
  publicUrl: string;
}

export function registerDepositRoutes(app: FastifyInstance, deps: DepositRouteDeps): void {
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
      {
        playerId: player.playerId,
        market: player.market,
        complianceProfile: player.complianceProfile,
        amountMinor: body.amount,
        language,
      },
    ),
  );
  registerPlayerCall(app, deps, chargeOrderList, ({ body, player, language }) =>
    listDepositOrders(deps.readsThatMayLag, {
      playerId: player.playerId,
      pageSize: body.pageSize ?? 20,
      language,
    }),
  );
  registerPlayerCall(app, deps, getFbRechargeRecords, ({ player }) =>
    readConversionRecords(db, player.playerId),
  );
  registerPlayerCall(app, deps, updateFbRechargeRecords, ({ body, player }) =>
    updateConversionRecords(db, player.playerId, body),
  );
}
