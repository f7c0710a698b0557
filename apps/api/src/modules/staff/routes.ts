import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { opsLogin, opsLogout } from '@sorte/contracts';
import type { Database } from '../../db/database';
import { staffSessions } from '../../db/schema';
import { registerOpsCall, registerOpsPublicCall } from '../../http/ops-route';
import type { OpsRouteDeps } from '../../http/ops-route';
import { PlayerError } from '../../http/player-error';
import { textsFor } from '../../i18n/messages';
import { loginStaff } from './login-staff';

export function registerStaffRoutes(
  app: FastifyInstance,
  deps: OpsRouteDeps & { db: Database; loginsPerMinute: number },
): void {
  registerOpsPublicCall(
    app,
    opsLogin,
    async ({ body }) => {
      const session = await loginStaff(deps.db, body);
      if (!session) throw new PlayerError('token_invalid', 401, textsFor('en').staffSignInRefused);
      return { ...session, expiresAt: session.expiresAt.toISOString() };
    },
    { config: { rateLimit: { max: deps.loginsPerMinute, timeWindow: '1 minute' } } },
  );
  registerOpsCall(app, deps, opsLogout, async ({ staff }) => {
    await deps.db
      .update(staffSessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(staffSessions.id, staff.sessionId), eq(staffSessions.staffId, staff.staffId)));
    return {};
  });
}
