import { StateCode } from '@fairplay/contract/codes';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { gameLaunchTokens, sessions, users } from '../../db/schema.ts';
import { AppError } from '../../kernel/app-error.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { exclusionRegisterRefusal } from '../../kernel/exclusion-check.ts';
import { blockRefusal } from '../../kernel/player-block.ts';
import type { SessionDeps, SessionUser } from '../../kernel/session.ts';
import { SESSION_REVOKED_CHANNEL } from '../../kernel/session-cache.ts';
import { hashToken, newSessionToken } from '../../platform/secrets.ts';

/** A logged-in player as the HTTP layer sees them. */
export type { SessionUser };

/** Only refresh last_seen_at when it is this old, so polling does not write on every call. */
const LAST_SEEN_WRITE_INTERVAL_MS = 60_000;

/** A withdraw-only session lasts at most this long (it also ends when idle): a sign-in makes another. */
const BREAK_SESSION_MAX_MS = 3_600_000;

/**
 * Starts a session and returns its token (the `sign`); only the token's hash is stored. This is the
 * one place sessions begin, so a locked account (staff lock, modules/players) is refused here for
 * every way of signing in. The player's row is read FOR KEY SHARE in the session's transaction: a
 * lock (which holds the row FOR UPDATE while it ends the sessions) either waits for this session and
 * then ends it, or finishes first and this reads the lock.
 *
 * A break (modules/rg) or the exclusion register refuses every way of signing in; the refusal then
 * carries a withdraw-only session (decision 023), so the player can still take their cash out. The
 * register is asked first, outside the transaction, and a register that cannot answer refuses.
 */
export async function createSession(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'exclusionRegister' | 'log'>,
  userId: number,
  origin: { ip: string | null; deviceNumber: string | null },
): Promise<string> {
  const token = newSessionToken();
  const [identity] = await deps.db
    .select({ mobile: users.mobile, email: users.email, googleSubject: users.googleSubject })
    .from(users)
    .where(eq(users.id, userId));
  if (!identity) throw new Error(`createSession: no player ${userId}`);
  const registered = await exclusionRegisterRefusal(deps, identity);
  if (registered && registered.state !== StateCode.refused) throw registered;
  const now = deps.clock.now();
  const refusal = await deps.db.transaction(async (tx) => {
    const [player] = await tx
      .select({
        lockedAt: users.lockedAt,
        rgBlockedUntil: users.rgBlockedUntil,
        rgBlockKind: users.rgBlockKind,
        publicId: users.publicId,
      })
      .from(users)
      .where(eq(users.id, userId))
      .for('key share');
    if (!player) throw new Error(`createSession: no player ${userId}`);
    if (player.lockedAt) throw AppError.refused('auth.accountLocked');
    // A time-out or self-exclusion the player took (modules/rg) refuses every way of signing in.
    const blocked = blockRefusal(player, now) ?? registered;
    const maxMs = blocked
      ? Math.min(deps.config.sessionMaxMs, BREAK_SESSION_MAX_MS)
      : deps.config.sessionMaxMs;
    const expiresAt = new Date(now.getTime() + maxMs);
    await tx.insert(sessions).values({
      userId,
      tokenHash: hashToken(token),
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
      ip: origin.ip,
      deviceNumber: origin.deviceNumber,
      scope: blocked ? 'withdraw' : 'full',
    });
    return blocked?.withBreakSession({
      sign: token,
      uid: player.publicId,
      expiresAt: expiresAt.toISOString(),
    });
  });
  if (refusal) throw refusal;
  return token;
}

/**
 * Finds the live session for a token. A session ends when revoked, past its absolute expiry, or
 * idle longer than the idle limit, or when its player is locked; the uid sent with it must be its
 * owner's. Live sessions are cached for a few seconds (revocations evict them everywhere at once).
 */
export async function resolveSession(
  deps: SessionDeps,
  sign: string,
  uid: string | null | undefined,
): Promise<SessionUser | null> {
  if (!/^[0-9a-f]{64}$/.test(sign)) return null;
  const tokenHash = hashToken(sign);
  let session = deps.sessionCache.get(tokenHash);
  if (!session) {
    const generation = deps.sessionCache.generation();
    const statement = prepared(deps.db, 'resolve_session', (root) =>
      root
        .select({
          sessionId: sessions.id,
          userId: sessions.userId,
          lastSeenAt: sessions.lastSeenAt,
          expiresAt: sessions.expiresAt,
          uid: users.publicId,
          scope: sessions.scope,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.tokenHash, sql.placeholder('tokenHash')),
            isNull(sessions.revokedAt),
            // A session a lock raced (created as the lock committed) is refused all the same.
            isNull(users.lockedAt),
          ),
        )
        .limit(1)
        .prepare('resolve_session'),
    );
    const [row] = await statement.execute({ tokenHash });
    if (!row) return null;
    session = {
      sessionId: row.sessionId,
      userId: row.userId,
      uid: row.uid,
      lastSeenAtMs: row.lastSeenAt.getTime(),
      expiresAtMs: row.expiresAt.getTime(),
      scope: row.scope === 'withdraw' ? 'withdraw' : 'full',
    };
    deps.sessionCache.set(tokenHash, session, generation);
  }
  if (uid && uid !== session.uid) return null;
  const nowMs = deps.clock.now().getTime();
  if (nowMs >= session.expiresAtMs) return null;
  if (nowMs - session.lastSeenAtMs >= deps.config.sessionIdleMs) return null;
  if (nowMs - session.lastSeenAtMs >= LAST_SEEN_WRITE_INTERVAL_MS) {
    session.lastSeenAtMs = nowMs;
    await markSessionSeen(deps.db, session.sessionId, new Date(nowMs), deps.config.sessionIdleMs);
  }
  return { sessionId: session.sessionId, userId: session.userId, uid: session.uid, scope: session.scope };
}

/**
 * Marks a live session active at `at` (what the idle limit and a play-time limit count), written at
 * most once a minute: a call through the app, or a bet in a game opened from it. A session already
 * ended (revoked, past its expiry, or idle longer than `idleMs`) stays ended.
 */
export async function markSessionSeen(
  db: Database,
  sessionId: number,
  at: Date,
  idleMs: number,
): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: at })
    .where(
      and(
        eq(sessions.id, sessionId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, at),
        gt(sessions.lastSeenAt, new Date(at.getTime() - idleMs)),
        lt(sessions.lastSeenAt, new Date(at.getTime() - LAST_SEEN_WRITE_INTERVAL_MS)),
      ),
    );
}

/**
 * Tells every server process (and this one) to forget a player's cached sessions; after the
 * transaction that ended them has committed.
 */
export async function announceRevocation(
  deps: Pick<AppDeps, 'db' | 'sessionCache'>,
  userId: number,
): Promise<void> {
  deps.sessionCache.evictUser(userId);
  await deps.db.execute(sql`select pg_notify(${SESSION_REVOKED_CHANNEL}, ${String(userId)})`);
}

export async function revokeSession(
  deps: Pick<AppDeps, 'db' | 'clock' | 'sessionCache'>,
  session: SessionUser,
): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.id, session.sessionId), isNull(sessions.revokedAt)));
    // The games it opened end with it: their launch tokens take no new bets.
    await tx
      .update(gameLaunchTokens)
      .set({ revokedAt: now })
      .where(and(eq(gameLaunchTokens.sessionId, session.sessionId), isNull(gameLaunchTokens.revokedAt)));
  });
  await announceRevocation(deps, session.userId);
}

/**
 * Ends every live session of a player except, optionally, one, and the games those sessions opened
 * (or that no known session opened), inside the caller's transaction; answers how many sessions
 * ended. The caller announces the revocation (announceRevocation) once the transaction commits.
 */
export async function endPlayerSessions(
  tx: Database,
  userId: number,
  options: { keepSessionId: number | null; at: Date },
): Promise<number> {
  const { keepSessionId, at } = options;
  const ended = await tx
    .update(sessions)
    .set({ revokedAt: at })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId === null ? sql`true` : sql`${sessions.id} <> ${keepSessionId}`,
      ),
    )
    .returning({ id: sessions.id, expiresAt: sessions.expiresAt });
  await tx
    .update(gameLaunchTokens)
    .set({ revokedAt: at })
    .where(
      and(
        eq(gameLaunchTokens.userId, userId),
        isNull(gameLaunchTokens.revokedAt),
        keepSessionId === null
          ? sql`true`
          : sql`${gameLaunchTokens.sessionId} is distinct from ${keepSessionId}`,
      ),
    );
  // Sessions past their absolute expiry were over already: they are closed, not counted.
  return ended.filter((session) => session.expiresAt > at).length;
}

/** Ends every session of a player except, optionally, one (after a password change). */
export async function revokeOtherSessions(
  deps: Pick<AppDeps, 'db' | 'clock' | 'sessionCache'>,
  userId: number,
  keepSessionId: number | null,
): Promise<void> {
  const at = deps.clock.now();
  await deps.db.transaction((tx) => endPlayerSessions(tx, userId, { keepSessionId, at }));
  await announceRevocation(deps, userId);
}
