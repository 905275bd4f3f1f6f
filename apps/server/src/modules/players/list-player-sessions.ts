import { count, eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { sessions } from '../../db/schema.ts';
import type { AppDeps } from '../../kernel/context.ts';
import {
  instantOf,
  optionalInstantOf,
  type PageQuery,
  pageAnswer,
  requirePlayer,
  windowOf,
} from './player-pages.ts';

/**
 * How many sessions of others on one device or address are looked at: a shared address (a carrier's
 * NAT) may carry millions, and the count is a hint for staff, not a census.
 */
export const SHARED_SESSIONS_CHECKED = 1_000;

interface SessionRow {
  id: number | bigint;
  ip: string | null;
  device_number: string | null;
  created_at: Date | string;
  last_seen_at: Date | string;
  expires_at: Date | string;
  revoked_at: Date | string | null;
  shared_with: number | bigint | string;
}

/**
 * The player's sessions with address and device, newest first; each live or not as resolveSession
 * judges it, and how many other players were seen on its address or device (among the newest
 * SHARED_SESSIONS_CHECKED sessions of others on each, through the (ip) and (device) indexes).
 */
export async function listPlayerSessions(deps: AppDeps, userId: number, query: PageQuery) {
  await requirePlayer(deps.db, userId);
  const { limit, offset } = windowOf(query);
  const direction = sql.raw(query.sortOrder === 'ascend' ? 'asc' : 'desc');
  const [rows, [counted]] = await Promise.all([
    queryRows<SessionRow>(
      deps.db,
      sql`
        select s.id, s.ip, s.device_number, s.created_at, s.last_seen_at, s.expires_at, s.revoked_at,
          (select count(distinct shared.user_id) from (
            (select other.user_id from sessions other
              where other.ip = s.ip and other.user_id <> s.user_id
              order by other.created_at desc limit ${SHARED_SESSIONS_CHECKED})
            union all
            (select other.user_id from sessions other
              where other.device_number = s.device_number and other.user_id <> s.user_id
              order by other.created_at desc limit ${SHARED_SESSIONS_CHECKED})
          ) shared) as shared_with
        from sessions s
        where s.user_id = ${userId}
        order by s.id ${direction}
        limit ${limit} offset ${offset}`,
    ),
    deps.db.select({ total: count() }).from(sessions).where(eq(sessions.userId, userId)),
  ]);
  const now = deps.clock.now().getTime();
  const items = rows.map((row) => {
    const lastSeenAt = instantOf(row.last_seen_at);
    const expiresAt = instantOf(row.expires_at);
    return {
      sessionId: Number(row.id),
      ip: row.ip,
      deviceNumber: row.device_number,
      createdAt: instantOf(row.created_at),
      lastSeenAt,
      expiresAt,
      revokedAt: optionalInstantOf(row.revoked_at),
      isActive:
        row.revoked_at === null &&
        Date.parse(expiresAt) > now &&
        now - Date.parse(lastSeenAt) < deps.config.sessionIdleMs,
      sharedWith: Number(row.shared_with),
    };
  });
  return pageAnswer(items, counted?.total ?? 0, query);
}
