import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { StaffRole } from '@sorte/contracts';
import type { Database, Transaction } from '../../db/database';
import { staffAccounts, staffSessions } from '../../db/schema';
import { createAccessToken } from '../auth/access-token';
import { verifyPassword } from '../auth/password-hash';
import { recordAudit } from './record-audit';
import { totpStepMatched } from './totp';

/** A staff sign-in lasts a working day. */
export const staffSessionHours = 8;
/** Wrong sign-ins in a row that lock an account, and for how long. */
export const staffFailuresBeforeLock = 5;
export const staffLockMinutes = 15;

// Verified against when the username is unknown, so an unknown name costs as long as a wrong
// password and the answer's timing does not tell which names exist.
const decoyHash =
  '$argon2id$v=19$m=19456,t=2,p=1$c29ydGUtZGVjb3ktc2FsdA$2VjKLcgwRYSPXsw8GJK6rc-XQ6pG9v58x0Ga6cXcXbg';

type StaffRow = typeof staffAccounts.$inferSelect;

export interface StaffSignIn {
  token: string;
  expiresAt: Date;
  username: string;
  role: StaffRole;
  secondFactorPassed: boolean;
}

/**
 * Password and, once enrolled, the TOTP code: both right, or the sign-in is a failure. A code
 * already used (its step not after the last accepted) is wrong: seen over a shoulder or in a
 * proxy's log, it signs nobody in.
 */
async function credentialsMatch(
  db: Database,
  staff: StaffRow | undefined,
  input: { password: string; totp?: string | undefined },
  now: Date,
): Promise<boolean> {
  const passwordMatches = await verifyPassword(input.password, staff?.passwordHash ?? decoyHash);
  if (!staff || !passwordMatches) return false;
  if (staff.totpEnrolledAt === null || staff.totpSecret === null) return true;
  if (input.totp === undefined) return false;
  const step = totpStepMatched(staff.totpSecret, staff.username, input.totp, now);
  return step !== null && (await claimTotpStep(db, staff.id, step));
}

/** Records a code's step as used, unless it or a later one was: true for the first use only. */
export async function claimTotpStep(
  db: Database | Transaction,
  staffId: number,
  step: number,
): Promise<boolean> {
  const claimed = await db
    .update(staffAccounts)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(staffAccounts.id, staffId),
        or(isNull(staffAccounts.totpLastStep), lt(staffAccounts.totpLastStep, step)),
      ),
    )
    .returning({ id: staffAccounts.id });
  return claimed.length === 1;
}

/** One more failure; the fifth in a row locks the account, which the audit log records. */
async function countFailure(db: Database, staff: StaffRow, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [counted] = await tx
      .update(staffAccounts)
      .set({ failedSignIns: sql`${staffAccounts.failedSignIns} + 1` })
      .where(eq(staffAccounts.id, staff.id))
      .returning({ failedSignIns: staffAccounts.failedSignIns });
    if (!counted || counted.failedSignIns < staffFailuresBeforeLock) return;
    const lockedUntil = new Date(now.getTime() + staffLockMinutes * 60_000);
    await tx
      .update(staffAccounts)
      .set({ failedSignIns: 0, lockedUntil })
      .where(eq(staffAccounts.id, staff.id));
    await recordAudit(tx, {
      staffId: null,
      action: 'staff.lock',
      subject: `staff:${staff.username}`,
      after: { lockedUntil: lockedUntil.toISOString(), failedSignIns: counted.failedSignIns },
    });
  });
}

/**
 * Signs a staff member in: a fresh token, or null for anything wrong (unknown name, wrong
 * password or code, disabled or locked account), all answered alike. A session of a staff member
 * without TOTP may only enrol it (`secondFactorPassed: false`).
 */
export async function loginStaff(
  db: Database,
  input: { username: string; password: string; totp?: string | undefined },
  now: Date = new Date(),
): Promise<StaffSignIn | null> {
  const username = input.username.trim().toLowerCase();
  const [staff] = await db
    .select()
    .from(staffAccounts)
    .where(eq(sql`lower(${staffAccounts.username})`, username))
    .limit(1);
  const usable =
    staff && staff.disabledAt === null && !(staff.lockedUntil && staff.lockedUntil > now);
  // A locked or disabled account is checked like an unknown name: the same time, the same
  // answer, and no code used up.
  const matches = await credentialsMatch(db, usable ? staff : undefined, input, now);
  if (staff && usable && !matches) await countFailure(db, staff, now);
  if (!staff || !usable || !matches) return null;

  const { token, tokenHash } = createAccessToken();
  const expiresAt = new Date(now.getTime() + staffSessionHours * 3_600_000);
  const secondFactorPassed = staff.totpEnrolledAt !== null;
  await db.transaction(async (tx) => {
    await tx.update(staffAccounts).set({ failedSignIns: 0 }).where(eq(staffAccounts.id, staff.id));
    await tx.insert(staffSessions).values({
      staffId: staff.id,
      tokenHash,
      expiresAt,
      secondFactorAt: secondFactorPassed ? now : null,
    });
    await recordAudit(tx, {
      staffId: staff.id,
      action: 'staff.sign_in',
      subject: `staff:${staff.username}`,
      after: { secondFactorPassed },
    });
  });
  return { token, expiresAt, username: staff.username, role: staff.role, secondFactorPassed };
}
