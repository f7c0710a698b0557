import { and, eq, isNull } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Database } from '../../db/database';
import { staffAccounts, staffSessions } from '../../db/schema';
import type { AuthenticatedStaff } from '../../http/authenticated-staff';
import { PlayerError } from '../../http/player-error';
import { recordAudit } from './record-audit';
import { newTotpSecret, totpStepMatched } from './totp';

/**
 * Starts an enrolment: a new secret kept beside the account (not in force until confirmed), its
 * otpauth address and a QR code of it. Asking again before confirming replaces the secret.
 */
export async function enrolTotp(db: Database, staff: AuthenticatedStaff) {
  if (staff.totpEnrolled) throw new PlayerError('totp_already_enrolled', 409);
  const { secret, uri } = newTotpSecret(staff.username);
  await db
    .update(staffAccounts)
    .set({ totpSecret: secret })
    .where(and(eq(staffAccounts.id, staff.staffId), isNull(staffAccounts.totpEnrolledAt)));
  const qrSvg = await QRCode.toString(uri, { type: 'svg', margin: 1 });
  return { secret, uri, qrSvg };
}

/** Puts the secret in force with a current code; this session has then passed its second factor. */
export async function confirmTotp(
  db: Database,
  staff: AuthenticatedStaff,
  code: string,
  now: Date = new Date(),
) {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select()
      .from(staffAccounts)
      .where(eq(staffAccounts.id, staff.staffId))
      .for('no key update');
    if (!account || account.totpEnrolledAt !== null) {
      throw new PlayerError('totp_already_enrolled', 409);
    }
    const step = account.totpSecret
      ? totpStepMatched(account.totpSecret, account.username, code, now)
      : null;
    if (step === null) throw new PlayerError('totp_code_wrong', 400);
    // The code that confirms the enrolment is used up: the next sign-in needs a newer one.
    await tx
      .update(staffAccounts)
      .set({ totpEnrolledAt: now, totpLastStep: step })
      .where(eq(staffAccounts.id, staff.staffId));
    await tx
      .update(staffSessions)
      .set({ secondFactorAt: now })
      .where(eq(staffSessions.id, staff.sessionId));
    await recordAudit(tx, {
      staffId: staff.staffId,
      action: 'staff.totp_enrol',
      subject: `staff:${account.username}`,
      before: { totpEnrolled: false },
      after: { totpEnrolled: true },
    });
    return { totpEnrolled: true as const };
  });
}
