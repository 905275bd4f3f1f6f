import type { Permission, StaffRole } from '@fairplay/contract/operator/permissions';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { adminSessions, admins, staffRoles } from '../../db/schema.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { DEVELOPMENT_ADMIN_PASSWORD } from '../../platform/production-safety.ts';
import { hashPassword, hashToken, newSessionToken, verifyPassword } from '../../platform/secrets.ts';
import { permissionsOfRole } from './roles.ts';

/** A staff session lasts 12 hours at most, and ends after an hour without a call. */
export const STAFF_SESSION_MS = 12 * 3_600_000;
export const STAFF_SESSION_IDLE_MS = 60 * 60_000;
/** last_seen_at is written at most this often per session (it drives the idle timeout). */
const LAST_SEEN_EVERY_MS = 60_000;

export interface AdminIdentity {
  adminId: number;
  username: string;
  role: StaffRole;
  permissions: Permission[];
  /** The session the request came with, and its last fresh second factor. */
  sessionId: number;
  stepUpAt: Date | null;
  /** The staff member's own player account, if any: they never approve money for it. */
  playerUserId: number | null;
}

/** Who acts in an operator call and where from, as its audit rows record it (spread into audit()). */
export interface Operator {
  admin: AdminIdentity;
  ip: string;
  requestId: string;
}

/** Creates the first admin (a super-admin, not yet enrolled) from ADMIN_USERNAME / ADMIN_PASSWORD. */
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
    .values({
      username,
      passwordHash: await hashPassword(password),
      role: 'super-admin',
      createdBy: 'ADMIN_USERNAME',
      createdAt: now,
    })
    .onConflictDoNothing();
  return true;
}

/**
 * A production start refuses a database whose staff can still sign in with the demo password (a
 * database first started in development keeps its `admin` / fairplay-admin, whatever
 * ADMIN_PASSWORD says later): the one the configuration names, and every member not yet enrolled
 * (at most 50 checked: each check costs a password hash).
 */
export async function demoPasswordHolders(db: Database, adminUsername: string): Promise<string[]> {
  const rows = await db
    .select({ username: admins.username, passwordHash: admins.passwordHash })
    .from(admins)
    .where(
      and(isNull(admins.disabledAt), or(eq(admins.username, adminUsername), isNull(admins.totpEnrolledAt))),
    )
    .limit(50);
  const holders: string[] = [];
  for (const row of rows) {
    if (await verifyPassword(DEVELOPMENT_ADMIN_PASSWORD, row.passwordHash)) holders.push(row.username);
  }
  return holders;
}

/**
 * A new staff session after both factors (sign-in or enrolment): the token is returned once and
 * stored as its SHA-256; the second factor just given counts as a fresh step-up.
 */
export async function createStaffSession(
  tx: Database,
  adminId: number,
  client: { ip: string; userAgent: string | null },
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + STAFF_SESSION_MS);
  await tx.insert(adminSessions).values({
    adminId,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt,
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, 300) ?? null,
    lastSeenAt: now,
    stepUpAt: now,
  });
  return { token, expiresAt };
}

/**
 * The staff member behind a Bearer token, with their role's permissions as they are now (a changed
 * role or matrix applies to the next request). Expired, idle, revoked or disabled: null.
 */
export async function resolveAdmin(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  token: string,
): Promise<AdminIdentity | null> {
  if (!/^[0-9a-f]{64}$/.test(token)) return null;
  const [row] = await deps.db
    .select({
      sessionId: adminSessions.id,
      adminId: admins.id,
      username: admins.username,
      role: admins.role,
      rolePermissions: staffRoles.permissions,
      playerUserId: admins.playerUserId,
      expiresAt: adminSessions.expiresAt,
      lastSeenAt: adminSessions.lastSeenAt,
      stepUpAt: adminSessions.stepUpAt,
      disabledAt: admins.disabledAt,
      isEnrolled: sql<boolean>`${admins.totpEnrolledAt} is not null`,
    })
    .from(adminSessions)
    .innerJoin(admins, eq(admins.id, adminSessions.adminId))
    .leftJoin(staffRoles, eq(staffRoles.role, admins.role))
    .where(and(eq(adminSessions.tokenHash, hashToken(token)), isNull(adminSessions.revokedAt)))
    .limit(1);
  const now = deps.clock.now();
  if (!row || row.disabledAt || !row.isEnrolled || row.expiresAt <= now) return null;
  const lastSeen = row.lastSeenAt ?? row.expiresAt;
  if (now.getTime() - lastSeen.getTime() > STAFF_SESSION_IDLE_MS) return null;
  if (now.getTime() - lastSeen.getTime() >= LAST_SEEN_EVERY_MS) {
    const staleBefore = new Date(now.getTime() - LAST_SEEN_EVERY_MS);
    await deps.db
      .update(adminSessions)
      .set({ lastSeenAt: now })
      .where(
        and(
          eq(adminSessions.id, row.sessionId),
          or(isNull(adminSessions.lastSeenAt), lt(adminSessions.lastSeenAt, staleBefore)),
        ),
      );
  }
  const role = row.role as StaffRole;
  return {
    adminId: row.adminId,
    username: row.username,
    role,
    permissions: permissionsOfRole(role, row.rolePermissions),
    sessionId: row.sessionId,
    stepUpAt: row.stepUpAt,
    playerUserId: row.playerUserId,
  };
}
