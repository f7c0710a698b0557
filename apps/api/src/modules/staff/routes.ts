import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  opsAudit,
  opsLogin,
  opsLogout,
  opsMe,
  opsRevokeStaffSessions,
  opsTotpConfirm,
  opsTotpEnrol,
} from '@sorte/contracts';
import type { Database } from '../../db/database';
import { staffSessions } from '../../db/schema';
import { registerOpsCall, registerOpsPublicCall } from '../../http/ops-route';
import type { OpsRouteDeps } from '../../http/ops-route';
import { PlayerError } from '../../http/player-error';
import { textsFor } from '../../i18n/messages';
import { confirmTotp, enrolTotp } from './enrol-totp';
import { loginStaff } from './login-staff';
import { listAudit, revokeStaffSessions } from './staff-admin';

export function registerStaffRoutes(
  app: FastifyInstance,
  deps: OpsRouteDeps & { db: Database; loginsPerMinute: number },
): void {
  const { db } = deps;
  registerOpsPublicCall(
    app,
    opsLogin,
    async ({ body }) => {
      const session = await loginStaff(db, body);
      if (!session) throw new PlayerError('token_invalid', 401, textsFor('en').staffSignInRefused);
      return { ...session, expiresAt: session.expiresAt.toISOString() };
    },
    { config: { rateLimit: { max: deps.loginsPerMinute, timeWindow: '1 minute' } } },
  );
  registerOpsCall(app, deps, opsLogout, async ({ staff }) => {
    await db
      .update(staffSessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(staffSessions.id, staff.sessionId), eq(staffSessions.staffId, staff.staffId)));
    return {};
  });
  registerOpsCall(app, deps, opsMe, async ({ staff }) => ({
    username: staff.username,
    role: staff.role,
    totpEnrolled: staff.totpEnrolled,
    secondFactorPassed: staff.secondFactorPassed,
  }));
  registerOpsCall(app, deps, opsTotpEnrol, ({ staff }) => enrolTotp(db, staff));
  registerOpsCall(app, deps, opsTotpConfirm, ({ body, staff }) =>
    confirmTotp(db, staff, body.code),
  );
  registerOpsCall(app, deps, opsAudit, ({ body }) =>
    listAudit(db, {
      pageSize: body.pageSize ?? 50,
      ...(body.cursor ? { cursor: body.cursor } : {}),
    }),
  );
  registerOpsCall(app, deps, opsRevokeStaffSessions, ({ body, staff }) =>
    revokeStaffSessions(db, staff, body.username),
  );
}
