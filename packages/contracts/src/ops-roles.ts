/**
 * Staff roles (issue 19): what each may do is decided per operator call here, so the api refuses
 * a call outside a role and the console can hide it. A call missing from the table is refused to
 * everybody (the api will not register it).
 */
export const staffRoles = ['admin', 'finance', 'support', 'read_only'] as const;
export type StaffRole = (typeof staffRoles)[number];

const everyone = staffRoles;

export const opsCallRoles: Readonly<Record<string, readonly StaffRole[]>> = {
  '/ops/logout': everyone,
  '/ops/me': everyone,
  '/ops/totp/enrol': everyone,
  '/ops/totp/confirm': everyone,
  '/ops/withdrawals': ['admin', 'finance', 'read_only'],
  '/ops/withdrawals/approve': ['admin', 'finance'],
  '/ops/withdrawals/reject': ['admin', 'finance'],
  '/ops/withdrawals/risk': ['admin', 'finance', 'read_only'],
  '/ops/withdrawals/retry': ['admin', 'finance'],
  '/ops/deposits': ['admin', 'finance', 'read_only'],
  '/ops/deposits/credit': ['admin', 'finance'],
  '/ops/deposits/refund': ['admin', 'finance'],
  '/ops/tickets': ['admin', 'support', 'read_only'],
  '/ops/tickets/read': ['admin', 'support', 'read_only'],
  '/ops/tickets/reply': ['admin', 'support'],
  '/ops/tickets/close': ['admin', 'support'],
  '/ops/tickets/assign': ['admin', 'support'],
  '/ops/players/search': everyone,
  '/ops/players/read': everyone,
  '/ops/players/statement': everyone,
  '/ops/players/rounds': everyone,
  '/ops/players/deposits': everyone,
  '/ops/players/withdrawals': everyone,
  '/ops/players/type': ['admin'],
  '/ops/players/note': ['admin', 'support', 'finance'],
  '/ops/adjustments': ['admin', 'finance', 'read_only'],
  '/ops/adjustments/propose': ['admin', 'finance'],
  '/ops/adjustments/approve': ['admin', 'finance'],
  '/ops/adjustments/reject': ['admin', 'finance'],
  '/ops/audit': ['admin'],
  '/ops/reports/daily': ['admin', 'finance', 'read_only'],
  '/ops/books': ['admin', 'finance', 'read_only'],
  '/ops/dataRights/closures': ['admin', 'support', 'read_only'],
  '/ops/dataRights/close': ['admin'],
  '/ops/dataRights/export': ['admin', 'support'],
  '/ops/harm/queue': ['admin', 'support', 'read_only'],
  '/ops/harm/score': ['admin'],
  '/ops/harm/interact': ['admin', 'support'],
  '/ops/staff/sessions/revoke': ['admin'],
  '/ops/settings/read': ['admin', 'finance', 'read_only'],
  '/ops/settings/preview': ['admin'],
  '/ops/settings/save': ['admin'],
  '/ops/settings/versions': ['admin', 'finance', 'read_only'],
};

/**
 * What a session may do before its second factor: see who it is, enrol the authenticator and
 * sign out. Everything else waits for a verified TOTP code.
 */
export const opsCallsBeforeSecondFactor: readonly string[] = [
  '/ops/logout',
  '/ops/me',
  '/ops/totp/enrol',
  '/ops/totp/confirm',
];
