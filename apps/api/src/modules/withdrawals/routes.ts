import type { FastifyInstance } from 'fastify';
import {
  allWithdrawOrders,
  cancelWithdrawal as cancelWithdrawalCall,
  createWithdrawalOrder as createWithdrawalOrderCall,
  opsApproveWithdrawal,
  opsRejectWithdrawal,
  opsRetryWithdrawal,
  opsWithdrawalRisk,
  opsWithdrawals,
  payOutPreTaskProcess,
  selectPaymentChannel,
  withdrawInfo,
  withdrawInfo2,
  withdrawProcess,
} from '@sorte/contracts';
import type { Database } from '../../db/database';
import { registerOpsCall } from '../../http/ops-route';
import type { OpsRouteDeps } from '../../http/ops-route';
import { registerPlayerCall } from '../../http/player-route';
import type { PlayerRouteDeps } from '../../http/player-route';
import { cancelWithdrawal } from './cancel-withdrawal';
import { createWithdrawalOrder } from './create-withdrawal-order';
import { listWithdrawalsForReview } from './list-withdrawals-for-review';
import { listChannelsForAmount, quoteForAccount } from './quote-for-account';
import { listWithdrawalOrders, readWithdrawalProcess } from './read-withdrawal-orders';
import { readTurnoverProgress, readWithdrawalRules } from './read-withdrawal-rules';
import { readWithdrawalRisk } from './read-withdrawal-risk';
import { retryPayout } from './retry-payout';
import { reviewWithdrawal } from './review-withdrawal';
import type { PayoutSenderDeps } from './send-payout';

export interface WithdrawalRouteDeps extends PlayerRouteDeps, OpsRouteDeps {
  db: Database;
  /**
   * The order list's reads: history, which may be a moment behind (db/database.ts). Rules, quotes,
   * an order's progress, creating and cancelling read `db`.
   */
  readsThatMayLag: Database;
  /** Sends approved payouts now rather than at the sender's next pass. */
  sendPayoutsNow: () => void;
  /** What a staff retry sends a payout with: the sender's own provider and callback. */
  payouts: PayoutSenderDeps;
}

export function registerWithdrawalRoutes(app: FastifyInstance, deps: WithdrawalRouteDeps): void {
  const { db } = deps;
  registerPlayerCall(app, deps, withdrawInfo, ({ player }) =>
    readWithdrawalRules(db, {
      ...player,
      complianceProfile: player.complianceProfile,
    }),
  );
  registerPlayerCall(app, deps, withdrawInfo2, ({ body, player, language }) =>
    quoteForAccount(db, { ...player, language, ...body }),
  );
  registerPlayerCall(app, deps, selectPaymentChannel, ({ body, player }) =>
    listChannelsForAmount(db, { ...player, amountMinor: body.amountMinor }),
  );
  registerPlayerCall(app, deps, payOutPreTaskProcess, ({ player }) =>
    readTurnoverProgress(db, player),
  );
  registerPlayerCall(app, deps, createWithdrawalOrderCall, async ({ body, player, language }) => {
    const { order, approved } = await createWithdrawalOrder(db, {
      playerId: player.playerId,
      market: player.market,
      complianceProfile: player.complianceProfile,
      language,
      ...body,
    });
    if (approved) deps.sendPayoutsNow();
    return { order };
  });
  registerPlayerCall(app, deps, withdrawProcess, ({ body, player }) =>
    readWithdrawalProcess(db, { playerId: player.playerId, orderId: body.orderId }),
  );
  registerPlayerCall(app, deps, allWithdrawOrders, ({ body, player }) =>
    listWithdrawalOrders(deps.readsThatMayLag, {
      playerId: player.playerId,
      pageSize: body.pageSize ?? 20,
      cursor: body.cursor,
    }),
  );
  registerPlayerCall(app, deps, cancelWithdrawalCall, ({ body, player }) =>
    cancelWithdrawal(db, { playerId: player.playerId, orderId: body.orderId }),
  );

  registerOpsCall(app, deps, opsWithdrawals, ({ body }) =>
    listWithdrawalsForReview(db, {
      ...body,
      status: body.status ?? 'reviewing',
      pageSize: body.pageSize ?? 50,
    }),
  );
  registerOpsCall(app, deps, opsWithdrawalRisk, ({ body }) => readWithdrawalRisk(db, body.orderId));
  registerOpsCall(app, deps, opsRetryWithdrawal, ({ body, staff }) =>
    retryPayout(deps.payouts, { orderId: body.orderId, staffId: staff.staffId }),
  );
  registerOpsCall(app, deps, opsApproveWithdrawal, async ({ body, staff }) => {
    const { order, approved } = await reviewWithdrawal(db, {
      orderId: body.orderId,
      staffId: staff.staffId,
      verdict: { verdict: 'approve' },
    });
    if (approved) deps.sendPayoutsNow();
    return { order };
  });
  registerOpsCall(app, deps, opsRejectWithdrawal, async ({ body, staff }) => {
    const { order } = await reviewWithdrawal(db, {
      orderId: body.orderId,
      staffId: staff.staffId,
      verdict: { verdict: 'reject', reason: body.reason },
    });
    return { order };
  });
}
