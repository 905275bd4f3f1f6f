import {
  DEFAULT_ROLE_PERMISSIONS,
  PERMISSION_NAMES,
  PERMISSIONS,
  type Permission,
  permissionsBeyond,
  STAFF_ROLES,
  type StaffRole,
  SUPER_ADMIN,
} from '@fairplay/contract/operator/permissions';
import { count, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { admins, staffRoles } from '../../db/schema.ts';
import { AppError } from '../../kernel/app-error.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { audit } from './audit.ts';
import type { Operator } from './auth.ts';

/**
 * A role's permissions: super-admin holds every permission whatever is stored; any other role what
 * its staff_roles row says (names no longer known are dropped, a missing row holds nothing).
 */
export function permissionsOfRole(role: StaffRole, stored: readonly string[] | null): Permission[] {
  if (role === SUPER_ADMIN) return [...PERMISSION_NAMES];
  return PERMISSION_NAMES.filter((permission) => stored?.includes(permission));
}

/** Seeds each role's default permissions once; a role already stored keeps what staff made of it. */
export async function ensureStaffRoles(db: Database, now: Date): Promise<void> {
  await db
    .insert(staffRoles)
    .values(
      STAFF_ROLES.map((role) => ({
        role,
        permissions: [...DEFAULT_ROLE_PERMISSIONS[role]],
        updatedAt: now,
        updatedBy: null,
      })),
    )
    .onConflictDoNothing();
}

async function rolePermissions(db: Database, role: StaffRole, lock = false): Promise<Permission[]> {
  const query = db.select().from(staffRoles).where(eq(staffRoles.role, role));
  const [row] = lock ? await query.for('update') : await query;
  return permissionsOfRole(role, row?.permissions ?? null);
}

/** The role x permission matrix, with how many enabled members hold each role. */
export async function listRoles(deps: AppDeps) {
  const [rows, members] = await Promise.all([
    deps.db.select().from(staffRoles),
    deps.db
      .select({ role: admins.role, members: count() })
      .from(admins)
      .where(isNull(admins.disabledAt))
      .groupBy(admins.role),
  ]);
  return {
    roles: STAFF_ROLES.map((role) => ({
      role,
      permissions: permissionsOfRole(role, rows.find((row) => row.role === role)?.permissions ?? null),
      isEditable: role !== SUPER_ADMIN,
      members: members.find((row) => row.role === role)?.members ?? 0,
    })),
    permissions: PERMISSION_NAMES.map((permission) => ({
      permission,
      description: PERMISSIONS[permission],
    })),
  };
}

/** The permissions a role holds now (for checks that a grant stays within the granter's own). */
export function permissionsOf(db: Database, role: StaffRole): Promise<Permission[]> {
  return rolePermissions(db, role);
}

/**
 * Replaces a role's permissions (step-up checked by the route). Nobody grants a permission they do
 * not hold themselves; super-admin's set is fixed. The row is locked while before and after are
 * audited together.
 */
export async function setRolePermissions(
  deps: AppDeps,
  operator: Operator,
  role: StaffRole,
  wanted: readonly Permission[],
) {
  if (role === SUPER_ADMIN) throw AppError.conflict('operator.superAdminFixed');
  const permissions = PERMISSION_NAMES.filter((permission) => wanted.includes(permission));
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const before = await rolePermissions(tx, role, true);
    // Nobody changes a role that holds more than they do (taking from it would demote its members),
    // and nobody adds what they do not hold.
    const beyond = permissionsBeyond(operator.admin.permissions, [...before, ...permissions]);
    if (beyond.length > 0)
      throw AppError.forbidden('operator.grantBeyondOwn', { permissions: beyond.join(', ') });
    await tx
      .insert(staffRoles)
      .values({ role, permissions, updatedAt: now, updatedBy: operator.admin.username })
      .onConflictDoUpdate({
        target: staffRoles.role,
        set: { permissions, updatedAt: now, updatedBy: operator.admin.username },
      });
    await audit(tx, {
      ...operator,
      action: 'role.permissions.set',
      targetType: 'role',
      targetId: role,
      before,
      after: permissions,
      at: now,
    });
  });
  const [members] = await deps.db
    .select({ members: count() })
    .from(admins)
    .where(sql`${admins.role} = ${role} and ${admins.disabledAt} is null`);
  return { role, permissions, isEditable: true, members: members?.members ?? 0 };
}
