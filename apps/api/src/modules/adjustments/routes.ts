import type { FastifyInstance } from 'fastify';
import {
  opsApproveAdjustment,
  opsPendingAdjustments,
  opsProposeAdjustment,
  opsRejectAdjustment,
} from '@sorte/contracts';
import type { Database } from '../../db/database';
import { registerOpsCall } from '../../http/ops-route';
import type { OpsRouteDeps } from '../../http/ops-route';
import { approveAdjustment } from './approve-adjustment';
import { listPendingAdjustments } from './list-pending-adjustments';
import { proposeAdjustment } from './propose-adjustment';
import { rejectAdjustment } from './reject-adjustment';

export interface AdjustmentRouteDeps extends OpsRouteDeps {
  db: Database;
  clock: () => Date;
}

/** Manual balance corrections: proposed, approved by a second staff member above a limit. */
export function registerAdjustmentRoutes(app: FastifyInstance, deps: AdjustmentRouteDeps): void {
  const { db, clock } = deps;
  registerOpsCall(app, deps, opsPendingAdjustments, ({ body }) =>
    listPendingAdjustments(db, { pageSize: body.pageSize ?? 50, cursor: body.cursor }),
  );
  registerOpsCall(app, deps, opsProposeAdjustment, ({ body, staff }) =>
    proposeAdjustment(db, { ...body, staffId: staff.staffId, now: clock() }),
  );
  registerOpsCall(app, deps, opsApproveAdjustment, ({ body, staff }) =>
    approveAdjustment(db, { ...body, staffId: staff.staffId, now: clock() }),
  );
  registerOpsCall(app, deps, opsRejectAdjustment, ({ body, staff }) =>
    rejectAdjustment(db, { ...body, staffId: staff.staffId, now: clock() }),
  );
}
