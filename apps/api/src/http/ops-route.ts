import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import { opsCallRoles, opsCallsBeforeSecondFactor } from '@sorte/contracts';
import type { PlayerCall } from '@sorte/contracts';
import type { AuthenticatedStaff } from './authenticated-staff';
import { PlayerError } from './player-error';
import { callRouteOptions, parseCallBody, replyInEnvelope } from './player-route';

export interface OpsRouteDeps {
  authenticateStaff: (token: string) => Promise<AuthenticatedStaff | null>;
}

export interface OpsCallContext<Body> {
  body: Body;
  request: FastifyRequest;
}

/** The bearer token of `authorization: Bearer <token>`, or null. */
function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+([\w-]{20,200})$/.exec(header) : null;
  return match?.[1] ?? null;
}

/**
 * Whether this staff member may make this call now: their role is among the call's
 * (`opsCallRoles`), and the session has passed its second factor unless the call is one of those
 * that enrol it. Refused with 403 otherwise, before the body is read.
 */
function refusalFor(staff: AuthenticatedStaff, path: string): PlayerError | null {
  if (!(opsCallRoles[path] ?? []).includes(staff.role)) {
    return new PlayerError('staff_role_forbidden', 403);
  }
  if (!staff.secondFactorPassed && !opsCallsBeforeSecondFactor.includes(path)) {
    return new PlayerError('staff_second_factor_required', 403);
  }
  return null;
}

/**
 * An operator call: the same envelope and body rules as a player call, in English (staff work in
 * one language for now), and a staff session's bearer token, of a role the call allows. A
 * player's access token is not a staff session: it is refused like any unknown token.
 */
export function registerOpsCall<B extends z.ZodType, D extends z.ZodType>(
  app: FastifyInstance,
  deps: OpsRouteDeps,
  call: PlayerCall<B, D>,
  handler: (
    context: OpsCallContext<z.output<B>> & { staff: AuthenticatedStaff },
  ) => Promise<z.input<D>>,
): void {
  if (!opsCallRoles[call.path]) throw new Error(`${call.path} names no staff role in opsCallRoles`);
  app.post(call.path, callRouteOptions(call), async (request) => {
    request.playerLanguage = 'en';
    const token = bearerToken(request);
    const staff = token ? await deps.authenticateStaff(token) : null;
    if (!staff) throw new PlayerError('token_invalid', 401);
    const refusal = refusalFor(staff, call.path);
    if (refusal) throw refusal;
    const body = parseCallBody(call.body, request.body, 'en');
    return replyInEnvelope(await handler({ body, request, staff }), 'en');
  });
}

/** The staff sign-in: no token yet, English answers. */
export function registerOpsPublicCall<B extends z.ZodType, D extends z.ZodType>(
  app: FastifyInstance,
  call: PlayerCall<B, D>,
  handler: (context: OpsCallContext<z.output<B>>) => Promise<z.input<D>>,
  options: RouteShorthandOptions = {},
): void {
  app.post(call.path, callRouteOptions(call, options), async (request) => {
    request.playerLanguage = 'en';
    const body = parseCallBody(call.body, request.body, 'en');
    return replyInEnvelope(await handler({ body, request }), 'en');
  });
}
