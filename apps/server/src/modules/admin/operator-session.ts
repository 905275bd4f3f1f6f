import { allows, permissionsBeyond, type StaffRole } from '@fairplay/contract/operator/permissions';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { adminSessions, admins } from '../../db/schema.ts';
import { AppError } from '../../kernel/app-error.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { withPasswordCheckSlot } from '../../platform/password-check-slots.ts';
import { hashPassword, hashToken, verifyPassword } from '../../platform/secrets.ts';
import { checkThrottle, recordFailure, recordSuccess } from '../auth/index.ts';
import { audit } from './audit.ts';
import { type Operator, STAFF_SESSION_IDLE_MS } from './auth.ts';
import { permissionsOf } from './roles.ts';
import { recoveryCodesLeft, replaceRecoveryCodes, stepUpUntil } from './second-factor.ts';

/** The signed-in staff member: who, their permissions, their step-up window and the region's money. */
export async function me(deps: AppDeps, operator: Operator) {
  const { admin } = operator;
  const { region } = deps.config;
  return {
    staffId: admin.adminId,
    username: admin.username,
    role: admin.role,
    permissions: admin.permissions,
    stepUpUntil: stepUpUntil(admin.stepUpAt)?.toISOString() ?? null,
    recoveryCodesLeft: await recoveryCodesLeft(deps.db, admin.adminId),
    region: {
      code: region.code,
      currency: region.currency,
      currencyDecimals: region.currencyDecimals,
      timeZone: region.timeZone,
      languageKey: region.languageKey,
    },
  };
}

/**
 * Changes the signed-in staff member's password after checking the current one (a wrong one counts
 * like a wrong sign-in), ends every other session of theirs, audited together.
 */
export async function changeOwnPassword(
  deps: AppDeps,
  operator: Operator,
  token: string,
  input: { currentPassword: string; newPassword: string },
) {
  if (input.newPassword === input.currentPassword)
    throw AppError.badRequest('newPassword', 'operator.samePassword');
  const now = deps.clock.now();
  const newHash = await hashPassword(input.newPassword);
  const keys = {
    realm: 'operator' as const,
    account: `admin:${operator.admin.adminId}`,
    client: operator.ip,
  };
  const outcome = await withPasswordCheckSlot(() =>
    deps.db.transaction(async (tx) => {
      const gate = await checkThrottle(tx, keys, now);
      if (!gate.isAllowed) return 'locked' as const;
      const [row] = await tx.select().from(admins).where(eq(admins.id, operator.admin.adminId)).for('update');
      if (!row || !(await verifyPassword(input.currentPassword, row.passwordHash))) {
        await recordFailure(tx, keys, now);
        return 'wrong' as const;
      }
      await recordSuccess(tx, keys, now);
      await tx.update(admins).set({ passwordHash: newHash }).where(eq(admins.id, row.id));
      await tx
        .update(adminSessions)
        .set({ revokedAt: now })
        .where(
          and(
            eq(adminSessions.adminId, row.id),
            isNull(adminSessions.revokedAt),
            sql`${adminSessions.tokenHash} <> ${hashToken(token)}`,
          ),
        );
      await audit(tx, {
        ...operator,
        action: 'staff.password_change',
        targetType: 'staff',
        targetId: row.id,
        at: now,
      });
      return 'changed' as const;
    }),
  );
  if (outcome === 'locked') throw AppError.tooManyRequests('operator.tooManyAttempts');
  if (outcome === 'wrong') throw AppError.badRequest('currentPassword', 'operator.wrongPassword');
  return { changed: true as const };
}

/** Ends the signed-in session (its token stops working at once), audited in one transaction. */
export async function logOut(deps: AppDeps, operator: Operator, token: string) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(adminSessions)
      .set({ revokedAt: now })
      .where(and(eq(adminSessions.tokenHash, hashToken(token)), isNull(adminSessions.revokedAt)));
    await audit(tx, {
      ...operator,
      action: 'staff.logout',
      targetType: 'staff',
      targetId: operator.admin.adminId,
      at: now,
    });
  });
  return { loggedOut: true as const };
}

/**
 * Live staff sessions (not revoked, not expired, not idle): one's own; with staff.read, everyone's
 * or one member's. At most 500, newest first.
 */
export async function listStaffSessions(
  deps: AppDeps,
  operator: Operator,
  query: { staffId?: number | undefined; all?: 'true' | 'false' | undefined },
) {
  const isOwn =
    query.all !== 'true' && (query.staffId === undefined || query.staffId === operator.admin.adminId);
  if (!isOwn && !allows(operator.admin.permissions, 'staff.read'))
    throw AppError.forbidden('operator.staffReadNeeded');
  const now = deps.clock.now();
  const staffId = isOwn ? operator.admin.adminId : query.staffId;
  const rows = await deps.db
    .select({
      sessionId: adminSessions.id,
      staffId: adminSessions.adminId,
      username: admins.username,
      ip: adminSessions.ip,
      userAgent: adminSessions.userAgent,
      createdAt: adminSessions.createdAt,
      lastSeenAt: adminSessions.lastSeenAt,
      expiresAt: adminSessions.expiresAt,
    })
    .from(adminSessions)
    .innerJoin(admins, eq(admins.id, adminSessions.adminId))
    .where(
      and(
        isNull(adminSessions.revokedAt),
        gt(adminSessions.expiresAt, now),
        gt(adminSessions.lastSeenAt, new Date(now.getTime() - STAFF_SESSION_IDLE_MS)),
        staffId === undefined ? undefined : eq(adminSessions.adminId, staffId),
      ),
    )
    .orderBy(desc(adminSessions.id))
    .limit(500);
  return {
    sessions: rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
      expiresAt: row.expiresAt.toISOString(),
      isCurrent: row.sessionId === operator.admin.sessionId,
    })),
  };
}

/** Ends a staff session: one's own, or with staff.manage anyone's; audited. */
export async function revokeStaffSession(deps: AppDeps, operator: Operator, sessionId: number) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [session] = await tx
      .select({ adminId: adminSessions.adminId, revokedAt: adminSessions.revokedAt, role: admins.role })
      .from(adminSessions)
      .innerJoin(admins, eq(admins.id, adminSessions.adminId))
      .where(eq(adminSessions.id, sessionId))
      .for('update', { of: adminSessions });
    if (!session) throw AppError.notFound('operator.noSuchSession');
    const isOwn = session.adminId === operator.admin.adminId;
    if (!isOwn && !allows(operator.admin.permissions, 'staff.manage'))
      throw AppError.forbidden('operator.notYourSession');
    // Ending someone's session is acting on them: only on a member whose role is within one's own.
    if (!isOwn) {
      const beyond = permissionsBeyond(
        operator.admin.permissions,
        await permissionsOf(tx, session.role as StaffRole),
      );
      if (beyond.length > 0)
        throw AppError.forbidden('operator.grantBeyondOwn', { permissions: beyond.join(', ') });
    }
    if (session.revokedAt) return { revoked: false };
    await tx.update(adminSessions).set({ revokedAt: now }).where(eq(adminSessions.id, sessionId));
    await audit(tx, {
      ...operator,
      action: 'staff.session.revoke',
      targetType: 'staff_session',
      targetId: sessionId,
      details: { staffId: session.adminId },
      at: now,
    });
    return { revoked: true };
  });
}

/** New recovery codes for the signed-in staff member (step-up checked by the route); audited. */
export async function regenerateRecoveryCodes(deps: AppDeps, operator: Operator) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const recoveryCodes = await replaceRecoveryCodes(tx, operator.admin.adminId, now);
    await audit(tx, {
      ...operator,
      action: 'staff.recovery_codes.replace',
      targetType: 'staff',
      targetId: operator.admin.adminId,
      at: now,
    });
    return { recoveryCodes };
  });
}
