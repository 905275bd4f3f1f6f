import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { adminSessions, admins, auditLog } from '../../db/schema.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { hashPassword, hashToken, newSessionToken, verifyPassword } from '../../platform/secrets.ts';
import { checkThrottle, recordFailure, recordSuccess } from '../auth/index.ts';

const ADMIN_SESSION_MS = 12 * 3_600_000;

export interface AdminIdentity {
  adminId: number;
  username: string;
}

/** Who acts in an operator call and where from, as its audit rows record it (spread into audit()). */
export interface Operator {
  admin: AdminIdentity;
  ip: string;
  requestId: string;
}

export type AdminLoginOutcome =
  | { ok: true; token: string; expiresAt: Date }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'locked'; waitMs: number };

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
 * Checks an operator's password under the login throttle (modules/auth/login-throttle.ts): wrong
 * passwords slow down the address that guesses, with growing waits, and never lock the operator
 * out. The throttle rows of the account are locked for the check, so parallel guesses are counted
 * one after another; an unknown username is hashed, counted and answered like a known one.
 */
export async function loginAdmin(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  username: string,
  password: string,
  client: string,
): Promise<AdminLoginOutcome> {
  const now = deps.clock.now();
  const checked = await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(admins).where(eq(admins.username, username)).limit(1);
    const keys = throttleKeysOf(row ? `admin:${row.id}` : `name:${username.toLowerCase()}`, client);
    const gate = await checkThrottle(tx, keys, now);
    if (!gate.isAllowed) return { status: 'wait' as const, waitMs: gate.waitMs };
    const isMatch = await verifyPassword(password, row?.passwordHash ?? null);
    if (row && !row.disabledAt && isMatch) {
      await recordSuccess(tx, keys, now);
      return { status: 'match' as const, admin: row };
    }
    await recordFailure(tx, keys, now);
    return { status: 'wrong' as const };
  });
  if (checked.status === 'wait') return { ok: false, reason: 'locked', waitMs: checked.waitMs };
  if (checked.status === 'wrong') return { ok: false, reason: 'invalid' };
  const admin = checked.admin;
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + ADMIN_SESSION_MS);
  await deps.db.transaction(async (tx) => {
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

function throttleKeysOf(account: string, client: string) {
  return { realm: 'operator' as const, account, client };
}

/** Ends the operator session of this token (logout); true when it was live. */
export async function logoutAdmin(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  admin: AdminIdentity,
  token: string,
): Promise<boolean> {
  const revoked = await deps.db
    .update(adminSessions)
    .set({ revokedAt: deps.clock.now() })
    .where(
      and(
        eq(adminSessions.adminId, admin.adminId),
        eq(adminSessions.tokenHash, hashToken(token)),
        isNull(adminSessions.revokedAt),
      ),
    )
    .returning({ id: adminSessions.id });
  return revoked.length > 0;
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
  client: string,
): Promise<'changed' | 'wrong' | 'locked'> {
  const now = deps.clock.now();
  const newHash = await hashPassword(input.newPassword);
  const keys = throttleKeysOf(`admin:${admin.adminId}`, client);
  const outcome = await deps.db.transaction(async (tx) => {
    const gate = await checkThrottle(tx, keys, now);
    if (!gate.isAllowed) return 'locked' as const;
    const [row] = await tx.select().from(admins).where(eq(admins.id, admin.adminId)).for('update');
    if (!row) return 'wrong' as const;
    if (!(await verifyPassword(input.currentPassword, row.passwordHash))) {
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
          sql`${adminSessions.tokenHash} <> ${hashToken(currentToken)}`,
        ),
      );
    return 'changed' as const;
  });
  return outcome;
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
