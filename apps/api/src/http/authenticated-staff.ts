import type { StaffRole } from '@sorte/contracts';

/** A staff member behind an ops call's bearer token: a live staff session of an enabled account. */
export interface AuthenticatedStaff {
  staffId: number;
  username: string;
  role: StaffRole;
  sessionId: number;
  totpEnrolled: boolean;
  /** The session passed a TOTP code (at sign-in, or by confirming the enrolment). */
  secondFactorPassed: boolean;
}
