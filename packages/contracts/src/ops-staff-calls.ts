import { z } from 'zod';
import { emptyBody, opsPageBody, pageOf } from './common';
import { staffRoles } from './ops-roles';
import { definePlayerCall } from './player-call';

const totpCode = z.string().regex(/^\d{6}$/);

export const opsMe = definePlayerCall({
  path: '/ops/me',
  summary:
    'The staff member behind the token: their role and whether this session has passed the second factor (until then only /ops/me, the TOTP enrolment and /ops/logout answer).',
  public: false,
  body: emptyBody,
  data: z.object({
    username: z.string(),
    role: z.enum(staffRoles),
    totpEnrolled: z.boolean(),
    secondFactorPassed: z.boolean(),
  }),
});

export const opsTotpEnrol = definePlayerCall({
  path: '/ops/totp/enrol',
  summary:
    'Starts the TOTP enrolment of a staff member who has none: a new secret, its otpauth address and that address as a QR code (SVG) for an authenticator app. Refused once enrolled (totp_already_enrolled).',
  public: false,
  body: emptyBody,
  data: z.object({ secret: z.string(), uri: z.string(), qrSvg: z.string() }),
});

export const opsTotpConfirm = definePlayerCall({
  path: '/ops/totp/confirm',
  summary:
    'Confirms the enrolment with a current code from the authenticator (totp_code_wrong otherwise); from then on every sign-in needs a code, and this session has passed its second factor.',
  public: false,
  body: z.object({ code: totpCode }).strict(),
  data: z.object({ totpEnrolled: z.literal(true) }),
});

export const opsAuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  /** Null for what the system did on its own (a lock after failed sign-ins). */
  staffUsername: z.string().nullable(),
  action: z.string(),
  subject: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});

export const opsAudit = definePlayerCall({
  path: '/ops/audit',
  summary:
    'The audit log, newest first: who changed what, before and after, when. The database refuses to update or delete a row of it.',
  public: false,
  body: opsPageBody,
  data: pageOf(opsAuditEntry),
});

export const opsRevokeStaffSessions = definePlayerCall({
  path: '/ops/staff/sessions/revoke',
  summary: 'Ends every open session of a staff member (a lost laptop, a leaver), audited.',
  public: false,
  body: z.object({ username: z.string().min(1).max(64) }).strict(),
  data: z.object({ revoked: z.number().int().nonnegative() }),
});

export const opsStaffCalls = [
  opsMe,
  opsTotpEnrol,
  opsTotpConfirm,
  opsAudit,
  opsRevokeStaffSessions,
] as const;
