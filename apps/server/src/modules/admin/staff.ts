import { permissionsBeyond, type StaffRole, SUPER_ADMIN } from '@fairplay/contract/operator/permissions';
import { and, asc, eq, gt, isNull, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { adminRecoveryCodes, adminSessions, admins, users } from '../../db/schema.ts';
import { AppError } from '../../kernel/app-error.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { hashPassword } from '../../platform/secrets.ts';
import { audit } from './audit.ts';
import type { Operator } from './auth.ts';
import { permissionsOf } from './roles.ts';

type StaffRow = typeof admins.$inferSelect;

/** What the console shows of a staff member (never their password hash or second-factor secret). */
function staffView(row: StaffRow, activity: { lastSeenAt: Date | null; activeSessions: number }) {
  return {
    staffId: row.id,
    username: row.username,
    role: row.role as StaffRole,
    isEnrolled: row.totpEnrolledAt !== null,
    isDisabled: row.disabledAt !== null,
    playerUserId: row.playerUserId,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    lastSeenAt: activity.lastSeenAt?.toISOString() ?? null,
    activeSessions: activity.activeSessions,
  };
}

/** Last activity and live sessions of each staff member (or of one). */
async function activityOf(db: Database, now: Date, adminId?: number) {
  const rows = await db
    .select({
      adminId: adminSessions.adminId,
      lastSeenAt: max(adminSessions.lastSeenAt),
      activeSessions:
        sql<number>`count(*) filter (where ${adminSessions.revokedAt} is null and ${adminSessions.expiresAt} > ${now})`.mapWith(
          Number,
        ),
    })
    .from(adminSessions)
    .where(adminId === undefined ? undefined : eq(adminSessions.adminId, adminId))
    .groupBy(adminSessions.adminId);
  return new Map(rows.map((row) => [row.adminId, row]));
}

async function viewOf(db: Database, row: StaffRow, now: Date) {
  const activity = (await activityOf(db, now, row.id)).get(row.id);
  return staffView(row, {
    lastSeenAt: activity?.lastSeenAt ?? null,
    activeSessions: activity?.activeSessions ?? 0,
  });
}

export async function listStaff(deps: AppDeps) {
  const now = deps.clock.now();
  const [rows, activity] = await Promise.all([
    deps.db.select().from(admins).orderBy(asc(admins.id)).limit(1_000),
    activityOf(deps.db, now),
  ]);
  return {
    staff: rows.map((row) =>
      staffView(row, {
        lastSeenAt: activity.get(row.id)?.lastSeenAt ?? null,
        activeSessions: activity.get(row.id)?.activeSessions ?? 0,
      }),
    ),
  };
}

/** Nobody hands out a role whose permissions go beyond their own. */
async function assertWithinOwn(db: Database, operator: Operator, role: StaffRole): Promise<void> {
  const beyond = permissionsBeyond(operator.admin.permissions, await permissionsOf(db, role));
  if (beyond.length > 0)
    throw AppError.forbidden('operator.grantBeyondOwn', { permissions: beyond.join(', ') });
}

/**
 * Creates a staff member with a role no stronger than the creator's. They have no second factor
 * yet: their first sign-in enrols one.
 */
export async function createStaff(
  deps: AppDeps,
  operator: Operator,
  input: { username: string; password: string; role: StaffRole; playerUserId?: number | undefined },
) {
  await assertWithinOwn(deps.db, operator, input.role);
  const now = deps.clock.now();
  const passwordHash = await hashPassword(input.password);
  try {
    return await deps.db.transaction(async (tx) => {
      if (input.playerUserId !== undefined) {
        const [player] = await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.id, input.playerUserId));
        if (!player) throw AppError.badRequest('playerUserId', 'operator.noPlayerWithId');
      }
      const [row] = await tx
        .insert(admins)
        .values({
          username: input.username,
          passwordHash,
          role: input.role,
          playerUserId: input.playerUserId ?? null,
          createdBy: operator.admin.username,
          createdAt: now,
        })
        .returning();
      if (!row) throw new Error('staff insert returned nothing');
      await audit(tx, {
        ...operator,
        action: 'staff.create',
        targetType: 'staff',
        targetId: row.id,
        after: { username: row.username, role: row.role, playerUserId: row.playerUserId },
        at: now,
      });
      return staffView(row, { lastSeenAt: null, activeSessions: 0 });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.conflict('operator.usernameTaken');
    throw error;
  }
}

/**
 * Locks the enabled super-admins and the target (in id order, the one lock order for staff rows),
 * so two super-admins demoting or disabling each other at once cannot leave none.
 */
async function lockForChange(tx: Database, staffId: number) {
  const superAdmins = await tx
    .select({ id: admins.id })
    .from(admins)
    .where(and(eq(admins.role, SUPER_ADMIN), isNull(admins.disabledAt)))
    .orderBy(asc(admins.id))
    .for('update');
  const [target] = await tx.select().from(admins).where(eq(admins.id, staffId)).for('update');
  if (!target) throw AppError.notFound('operator.noSuchStaff');
  const isLastSuperAdmin =
    target.role === SUPER_ADMIN && target.disabledAt === null && superAdmins.length <= 1;
  return { target, isLastSuperAdmin };
}

async function endSessions(tx: Database, staffId: number, now: Date): Promise<void> {
  await tx
    .update(adminSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(adminSessions.adminId, staffId),
        isNull(adminSessions.revokedAt),
        gt(adminSessions.expiresAt, now),
      ),
    );
}

/** Gives a staff member another role (step-up checked by the route), within the changer's own permissions. */
export async function changeStaffRole(deps: AppDeps, operator: Operator, staffId: number, role: StaffRole) {
  if (staffId === operator.admin.adminId) throw AppError.conflict('operator.selfRoleChange');
  await assertWithinOwn(deps.db, operator, role);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const { target, isLastSuperAdmin } = await lockForChange(tx, staffId);
    // Taking a role away is granting nothing, but the one who holds more may not be demoted by one who holds less.
    await assertWithinOwn(tx, operator, target.role as StaffRole);
    if (isLastSuperAdmin && role !== SUPER_ADMIN) throw AppError.conflict('operator.lastSuperAdmin');
    const [row] = await tx.update(admins).set({ role }).where(eq(admins.id, staffId)).returning();
    await audit(tx, {
      ...operator,
      action: 'staff.role.change',
      targetType: 'staff',
      targetId: staffId,
      before: { role: target.role },
      after: { role },
      at: now,
    });
    return viewOf(tx, row!, now);
  });
}

/** Disables a staff member (their sessions end at once) or enables them again; audited. */
export async function setStaffDisabled(
  deps: AppDeps,
  operator: Operator,
  staffId: number,
  disabled: boolean,
) {
  if (staffId === operator.admin.adminId) throw AppError.conflict('operator.selfRoleChange');
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const { target, isLastSuperAdmin } = await lockForChange(tx, staffId);
    await assertWithinOwn(tx, operator, target.role as StaffRole);
    if (disabled && isLastSuperAdmin) throw AppError.conflict('operator.lastSuperAdmin');
    const [row] = await tx
      .update(admins)
      .set({ disabledAt: disabled ? (target.disabledAt ?? now) : null })
      .where(eq(admins.id, staffId))
      .returning();
    if (disabled) await endSessions(tx, staffId, now);
    await audit(tx, {
      ...operator,
      action: disabled ? 'staff.disable' : 'staff.enable',
      targetType: 'staff',
      targetId: staffId,
      before: { disabled: target.disabledAt !== null },
      after: { disabled },
      at: now,
    });
    return viewOf(tx, row!, now);
  });
}

/** A lost phone: the staff member enrols anew at their next sign-in; their sessions and recovery codes end. */
export async function resetStaffSecondFactor(deps: AppDeps, operator: Operator, staffId: number) {
  if (staffId === operator.admin.adminId) throw AppError.conflict('operator.selfRoleChange');
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const { target } = await lockForChange(tx, staffId);
    await assertWithinOwn(tx, operator, target.role as StaffRole);
    const [row] = await tx
      .update(admins)
      .set({ totpSecret: null, totpEnrolledAt: null, secondFactorResetBy: operator.admin.username })
      .where(eq(admins.id, staffId))
      .returning();
    await tx
      .delete(adminRecoveryCodes)
      .where(and(eq(adminRecoveryCodes.adminId, staffId), isNull(adminRecoveryCodes.usedAt)));
    await endSessions(tx, staffId, now);
    await audit(tx, {
      ...operator,
      action: 'staff.second_factor.reset',
      targetType: 'staff',
      targetId: staffId,
      before: { enrolled: target.totpEnrolledAt !== null },
      after: { enrolled: false },
      at: now,
    });
    return viewOf(tx, row!, now);
  });
}
