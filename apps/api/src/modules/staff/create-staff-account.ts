import type { StaffRole } from '@sorte/contracts';
import type { Database } from '../../db/database';
import { databaseErrorCode } from '../../db/database-error';
import { staffAccounts } from '../../db/schema';
import { checkStaffCredentials } from './check-staff-credentials';
import type { StaffCredentialProblem } from './check-staff-credentials';
import { hashPassword } from '../auth/password-hash';

export type CreateStaffResult =
  | { status: 'created'; staffId: number }
  | { status: 'refused'; problem: StaffCredentialProblem | 'username_taken' };

/**
 * Opens a staff account with its role; there is no default account and no default password. The
 * account enrols its TOTP second factor at its first sign-in, before it can do anything else.
 */
export async function createStaffAccount(
  db: Database,
  input: { username: string; password: string; role: StaffRole },
): Promise<CreateStaffResult> {
  const username = input.username.trim().toLowerCase();
  const problem = checkStaffCredentials(username, input.password);
  if (problem) return { status: 'refused', problem };
  const passwordHash = await hashPassword(input.password);
  try {
    const [created] = await db
      .insert(staffAccounts)
      .values({ username, passwordHash, role: input.role })
      .returning({ id: staffAccounts.id });
    if (!created) throw new Error(`staff account ${username} was not written`);
    return { status: 'created', staffId: created.id };
  } catch (error) {
    if (databaseErrorCode(error) === '23505')
      return { status: 'refused', problem: 'username_taken' };
    throw error;
  }
}
