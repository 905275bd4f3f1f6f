import type { Permission } from '@fairplay/contract/operator/permissions';
import { allows, STEP_UP_WINDOW_MS } from '@fairplay/contract/operator/permissions';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { adminSessions, admins, staffRoles } from '../../db/schema.ts';
import { AppError } from '../../kernel/app-error.ts';
import type { Operator } from './auth.ts';
import { permissionsOfRole } from './roles.ts';

/**
 * The staff member's right to act, read again inside the transaction that moves money: their row,
 * their session and their role's permissions are read FOR SHARE, so a disable, a role change, a
 * permission change or a session revoked at the same moment (each of which updates one of those
 * rows) either waits for this approval or has already made it refused. The request's own check ran
 * before the transaction; this one holds until it commits. Call it after the player's and the
 * order's locks, before the audit row.
 */
export async function confirmStaffAuthority(
  tx: Database,
  operator: Operator,
  permission: Permission,
): Promise<void> {
  const { admin } = operator;
  const [staff] = await tx
    .select({ role: admins.role, disabledAt: admins.disabledAt })
    .from(admins)
    .where(eq(admins.id, admin.adminId))
    .for('share');
  const [session] = await tx
    .select({ revokedAt: adminSessions.revokedAt })
    .from(adminSessions)
    .where(eq(adminSessions.id, admin.sessionId))
    .for('share');
  if (!staff || staff.disabledAt || !session || session.revokedAt)
    throw AppError.forbidden('operator.staffChanged');
  const [role] = await tx
    .select({ permissions: staffRoles.permissions })
    .from(staffRoles)
    .where(eq(staffRoles.role, staff.role))
    .for('share');
  const held = permissionsOfRole(staff.role as never, role?.permissions ?? null);
  if (!allows(held, permission)) throw AppError.forbidden('operator.permissionDenied', { permission });
}

/**
 * Two pairs of eyes must be two people: the second may not be a member the first created or whose
 * second factor the first reset (nor the reverse), since whoever set an account's password or
 * authenticator can act as it.
 */
export async function assertIndependentEyes(
  tx: Database,
  firstStaffId: number,
  secondStaffId: number,
): Promise<void> {
  const rows = await tx
    .select({
      id: admins.id,
      username: admins.username,
      createdBy: admins.createdBy,
      resetBy: admins.secondFactorResetBy,
    })
    .from(admins)
    .where(inArray(admins.id, [firstStaffId, secondStaffId]));
  const first = rows.find((row) => row.id === firstStaffId);
  const second = rows.find((row) => row.id === secondStaffId);
  if (!first || !second) return;
  const controls = (a: typeof first, b: typeof first) =>
    b.createdBy === a.username || b.resetBy === a.username;
  if (controls(first, second) || controls(second, first))
    throw AppError.forbidden('operator.eyesNotIndependent');
}

/** For a change that is money only sometimes (a message with a reward): a second factor younger than 5 minutes. */
export function requireFreshSecondFactor(operator: Operator, now: Date): void {
  const { stepUpAt } = operator.admin;
  if (!stepUpAt || now.getTime() - stepUpAt.getTime() > STEP_UP_WINDOW_MS)
    throw AppError.forbidden('operator.stepUpRequired');
}
