import { opsCallRoles } from '@sorte/contracts/ops-roles';
import type { StaffRole } from '@sorte/contracts/ops-roles';
import { useSession } from './session';

/**
 * Whether a role may make an ops call, by the same table the api refuses by: the console hides
 * what the role may not do, and the api refuses it anyway.
 */
export function roleMay(role: StaffRole | undefined, path: string): boolean {
  return role !== undefined && (opsCallRoles[path] ?? []).includes(role);
}

/** Whether the signed-in staff member may make this call. */
export function useMay(path: string): boolean {
  return roleMay(useSession()?.role, path);
}
