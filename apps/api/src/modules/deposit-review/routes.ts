import type { FastifyInstance } from 'fastify';
import type { ComplianceProfile, MarketCode } from '@sorte/markets';
import { opsCreditDeposit, opsDeposits, opsRefundDeposit } from '@sorte/contracts';
import type { Database } from '../../db/database';
import { registerOpsCall } from '../../http/ops-route';
import type { OpsRouteDeps } from '../../http/ops-route';
import type { PspClient } from '../psp/psp-client';
import { creditDepositInReview } from './credit-deposit-in-review';
import { listDepositsInReview } from './list-deposits-in-review';
import { refundDepositInReview } from './refund-deposit-in-review';

export interface DepositReviewRouteDeps extends OpsRouteDeps {
  db: Database;
  psp: PspClient;
  complianceProfileOf: (market: MarketCode) => ComplianceProfile;
}

/** Staff resolve deposits paid with another amount or currency than ordered. */
export function registerDepositReviewRoutes(
  app: FastifyInstance,
  deps: DepositReviewRouteDeps,
): void {
  const { db } = deps;
  registerOpsCall(app, deps, opsDeposits, ({ body }) =>
    listDepositsInReview(db, { pageSize: body.pageSize ?? 50, cursor: body.cursor }),
  );
  registerOpsCall(app, deps, opsCreditDeposit, ({ body, staff }) =>
    creditDepositInReview(db, {
      ...body,
      staffId: staff.staffId,
      complianceProfileOf: deps.complianceProfileOf,
    }),
  );
  registerOpsCall(app, deps, opsRefundDeposit, ({ body, staff }) =>
    refundDepositInReview({ db, psp: deps.psp }, { ...body, staffId: staff.staffId }),
  );
}
