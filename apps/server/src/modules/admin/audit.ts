import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';
import type { AdminIdentity } from './auth.ts';

/**
 * Records who did what to which target, with the state before and after, in the caller's
 * transaction. The database gives the row its place in the hash chain (migration 0008) and takes
 * the chain head's lock: call it last in a transaction, after every other lock (decision 017).
 */
export async function audit(
  db: Database,
  entry: {
    admin: Pick<AdminIdentity, 'adminId' | 'username'>;
    action: string;
    targetType: string;
    targetId: string | number;
    details?: Record<string, unknown> | null;
    before?: unknown;
    after?: unknown;
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
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.ip ?? null,
    requestId: entry.requestId ?? null,
    createdAt: entry.at,
  });
}
