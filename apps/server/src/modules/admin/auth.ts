import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppDeps } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { adminSessions, admins, auditLog } from '../../db/schema.ts';
import { hashPassword, hashToken, newSessionToken, verifyPassword } from '../../platform/secrets.ts';

const ADMIN_SESSION_MS = 12 * 3_600_000;
const ADMIN_MAX_FAILURES = 5;
const ADMIN_LOCK_MS = 15 * 60_000;

export interface AdminIdentity {
  adminId: number;
  username: string;
}

export type AdminLoginOutcome =
  | { ok: true; token: string; expiresAt: Date }
  | { ok: false; reason: 'invalid' | 'locked' };

/** Creates the first admin from ADMIN_USERNAME / ADMIN_PASSWORD when there is none yet. */
export async function ensureFirstAdmin(
  db: Database,
  username: string,
  password: string | undefined,
  now: Date,
): Promise<boolean> {
  if (!password) return false;
  const [existing] = await db.select({ id: admins.id }).from(admins).limit(1);
  if (existing) return false;
  await db
    .insert(admins)
    .values({ username, passwordHash: await hashPassword(password), createdAt: now })
    .onConflictDoNothing();
  return true;
}

/**
 * Checks an operator's password (5 wrong tries lock the account for 15 minutes) and opens a
 * session. The check runs with the operator's row locked, so parallel guesses are checked one
 * after another against the count instead of all slipping in before the lock.
 */
export async function loginAdmin(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  username: string,
  password: string,
): Promise<AdminLoginOutcome> {
  const now = deps.clock.now();
  const admin = await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(admins).where(eq(admins.username, username)).limit(1).for('update');
    if (row?.loginLockedUntil && row.loginLockedUntil > now) return 'locked' as const;
    const isMatch = await verifyPassword(password, row?.passwordHash ?? null);
    if (row && !row.disabledAt && isMatch) return row;
    if (row) {
      await tx
        .update(admins)
        .set({
          loginFailures: sql`${admins.loginFailures} + 1`,
          loginLockedUntil: sql`case when ${admins.loginFailures} + 1 >= ${ADMIN_MAX_FAILURES} then ${new Date(now.getTime() + ADMIN_LOCK_MS)}::timestamptz else null end`,
        })
        .where(eq(admins.id, row.id));
    }
    return 'invalid' as const;
  });
  if (admin === 'locked' || admin === 'invalid') return { ok: false, reason: admin };
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + ADMIN_SESSION_MS);
  await deps.db.transaction(async (tx) => {
    await tx.update(admins).set({ loginFailures: 0, loginLockedUntil: null }).where(eq(admins.id, admin.id));
    await tx
      .insert(adminSessions)
      .values({ adminId: admin.id, tokenHash: hashToken(token), createdAt: now, expiresAt });
    await tx.insert(auditLog).values({
      adminId: admin.id,
      actor: admin.username,
      action: 'admin.login',
      targetType: 'admin',
      targetId: String(admin.id),
      details: null,
      createdAt: now,
    });
  });
  return { ok: true, token, expiresAt };
}

export async function resolveAdmin(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  token: string,
): Promise<AdminIdentity | null> {
  if (!/^[0-9a-f]{64}$/.test(token)) return null;
  const [row] = await deps.db
    .select({
      adminId: admins.id,
      username: admins.username,
      expiresAt: adminSessions.expiresAt,
      disabledAt: admins.disabledAt,
    })
    .from(adminSessions)
    .innerJoin(admins, eq(admins.id, adminSessions.adminId))
    .where(and(eq(adminSessions.tokenHash, hashToken(token)), isNull(adminSessions.revokedAt)))
    .limit(1);
  if (!row || row.disabledAt || row.expiresAt <= deps.clock.now()) return null;
  return { adminId: row.adminId, username: row.username };
}

/**
 * Changes an operator's password after checking the current one (a wrong one counts towards the
 * lockout like a login), and ends every other session of that operator.
 */
export async function changeAdminPassword(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  admin: AdminIdentity,
  currentToken: string,
  input: { currentPassword: string; newPassword: string },
): Promise<'changed' | 'wrong' | 'locked'> {
  const now = deps.clock.now();
  const newHash = await hashPassword(input.newPassword);
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(admins).where(eq(admins.id, admin.adminId)).for('update');
    if (!row) return 'wrong';
    if (row.loginLockedUntil && row.loginLockedUntil > now) return 'locked';
    if (!(await verifyPassword(input.currentPassword, row.passwordHash))) {
      await tx
        .update(admins)
        .set({
          loginFailures: sql`${admins.loginFailures} + 1`,
          loginLockedUntil: sql`case when ${admins.loginFailures} + 1 >= ${ADMIN_MAX_FAILURES} then ${new Date(now.getTime() + ADMIN_LOCK_MS)}::timestamptz else null end`,
        })
        .where(eq(admins.id, row.id));
      return 'wrong';
    }
    await tx
      .update(admins)
      .set({ passwordHash: newHash, loginFailures: 0, loginLockedUntil: null })
      .where(eq(admins.id, row.id));
    await tx
      .update(adminSessions)
      .set({ revokedAt: now })
      .where(
        and(
          eq(adminSessions.adminId, row.id),
          isNull(adminSessions.revokedAt),
          sql`${adminSessions.tokenHash} <> ${hashToken(currentToken)}`,
        ),
      );
    return 'changed';
  });
}

/** Records who did what to which target, in the caller's transaction. */
export async function audit(
  db: Database,
  entry: {
    admin: AdminIdentity;
    action: string;
    targetType: string;
    targetId: string | number;
    details?: Record<string, unknown> | null;
    ip?: string | null;
    requestId?: string | null;
    at: Date;
  },
): Promise<void> {
  await db.insert(auditLog).values({
    adminId: entry.admin.adminId,
    actor: entry.admin.username,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    details: entry.details ?? null,
    ip: entry.ip ?? null,
    requestId: entry.requestId ?? null,
    createdAt: entry.at,
  });
}
