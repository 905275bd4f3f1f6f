import { desc, eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema.ts';
import type { AppDeps } from '../../kernel/context.ts';

/** The latest 100 audit rows, newest first, optionally of one target. */
export async function auditEntries(deps: AppDeps, targetId: string | undefined) {
  const rows = await deps.db
    .select()
    .from(auditLog)
    .where(targetId ? eq(auditLog.targetId, targetId) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(100);
  return { entries: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
}
