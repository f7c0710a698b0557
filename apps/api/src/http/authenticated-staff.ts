/** A staff member behind an ops call's bearer token: a live staff session of an enabled account. */
export interface AuthenticatedStaff {
  staffId: number;
  username: string;
  sessionId: number;
}
