import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { clientErrorReports, clientEvents } from '../../db/schema.ts';
import type { AppDeps } from '../../kernel/context.ts';

/**
 * What the app reports is kept this long, and at most this many of each (the newest): anyone can
 * report, so neither the rate limits alone nor the age alone bound the tables.
 */
export const CLIENT_REPORTS_KEEP_MS = 30 * 86_400_000;
/** Rows, not bytes: a report is at most 16 KB, so each table stays under about 1.6 GB. */
const CLIENT_REPORTS_KEEP_ROWS = 100_000;
const FORGET_BATCH = 10_000;

/**
 * Deletes reports and events older than CLIENT_REPORTS_KEEP_MS or beyond the newest
 * CLIENT_REPORTS_KEEP_ROWS of their table, a batch at a time; answers how many went.
 */
export async function forgetOldClientReports(
  db: Database,
  now: Date,
  keepRows = CLIENT_REPORTS_KEEP_ROWS,
): Promise<number> {
  const cutoff = new Date(now.getTime() - CLIENT_REPORTS_KEEP_MS).toISOString();
  let total = 0;
  for (const table of ['client_error_reports', 'client_events'] as const) {
    const name = sql.identifier(table);
    for (;;) {
      const deleted = await queryRows<{ id: string }>(
        db,
        sql`delete from ${name} where id in (
              select id from ${name}
              where created_at < ${cutoff}::timestamptz
                 or id <= (select max(id) from ${name}) - ${keepRows}
              order by id limit ${FORGET_BATCH})
            returning id`,
      );
      total += deleted.length;
      if (deleted.length < FORGET_BATCH) break;
    }
  }
  return total;
}

/** Keeps an error report (a stack trace) the app sent, with where it came from. */
export async function saveErrorReport(
  deps: AppDeps,
  userId: number | null,
  report: { deviceNumber?: string | null; appPackageName?: string | null; data: string },
  origin: { ip: string; requestId: string },
) {
  await deps.db.insert(clientErrorReports).values({
    userId,
    deviceNumber: report.deviceNumber ?? null,
    appPackageName: report.appPackageName ?? null,
    data: report.data,
    ip: origin.ip,
    requestId: origin.requestId,
    createdAt: deps.clock.now(),
  });
  return null;
}

/** Keeps an attribution or funnel event the app reported. */
export async function saveClientEvent(
  deps: AppDeps,
  userId: number | null,
  event: { deviceNumber?: string | null; event: string; data?: string | null },
) {
  await deps.db.insert(clientEvents).values({
    userId,
    deviceNumber: event.deviceNumber ?? null,
    event: event.event,
    data: event.data ?? null,
    createdAt: deps.clock.now(),
  });
  return null;
}
