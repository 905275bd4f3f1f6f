import { and, desc, eq, isNotNull, isNull, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { operatorAlerts } from '../../db/schema.ts';

export type AlertKind =
  /** A payout the gateway confirmed as paid after we had refunded it: money left twice. */
  | 'payout_paid_after_refund'
  /** A game win the wallet refused for a reason a retry cannot change. */
  | 'game_win_refused'
  /** Wrong codes after a right password at a staff sign-in: the password may be known to someone else. */
  | 'staff_second_factor_failures';

export type AlertRow = typeof operatorAlerts.$inferSelect;

export interface AlertInput {
  kind: AlertKind;
  /** What the alert is about (an order number, a round id); one alert per (kind, reference). */
  reference: string;
  severity: 'critical' | 'warning';
  userId?: number | null;
  details?: Record<string, unknown>;
  at: Date;
}

/**
 * Raises an alert in the caller's transaction, once: a second raise for the same (kind, reference)
 * changes nothing, so a retried job or a repeated callback never floods the queue.
 * Returns true when this call created it.
 */
export async function raiseAlert(db: Database, alert: AlertInput): Promise<boolean> {
  const inserted = await db
    .insert(operatorAlerts)
    .values({
      kind: alert.kind,
      reference: alert.reference,
      severity: alert.severity,
      userId: alert.userId ?? null,
      details: alert.details ?? null,
      createdAt: alert.at,
    })
    .onConflictDoNothing({ target: [operatorAlerts.kind, operatorAlerts.reference] })
    .returning({ id: operatorAlerts.id });
  return inserted.length > 0;
}

const PAGE_SIZE = 50;

/** Open (or resolved) alerts, newest first, paged by id. */
export async function listAlerts(
  db: Database,
  query: { status: 'open' | 'resolved'; kind?: AlertKind | undefined; beforeId?: number | undefined },
): Promise<{ alerts: AlertRow[]; nextBeforeId: number | null }> {
  const filters: SQL[] = [
    query.status === 'open' ? isNull(operatorAlerts.resolvedAt) : isNotNull(operatorAlerts.resolvedAt),
  ];
  if (query.kind) filters.push(eq(operatorAlerts.kind, query.kind));
  if (query.beforeId) filters.push(lt(operatorAlerts.id, query.beforeId));
  const alerts = await db
    .select()
    .from(operatorAlerts)
    .where(and(...filters))
    .orderBy(desc(operatorAlerts.id))
    .limit(PAGE_SIZE);
  return { alerts, nextBeforeId: alerts.length === PAGE_SIZE ? alerts.at(-1)!.id : null };
}

/** Marks an open alert resolved with the operator's note; false when it was not open. */
export async function resolveAlert(
  db: Database,
  input: { id: number; resolvedBy: string; resolution: string; at: Date },
): Promise<boolean> {
  const updated = await db
    .update(operatorAlerts)
    .set({ resolvedAt: input.at, resolvedBy: input.resolvedBy, resolution: input.resolution })
    .where(and(eq(operatorAlerts.id, input.id), isNull(operatorAlerts.resolvedAt)))
    .returning({ id: operatorAlerts.id });
  return updated.length > 0;
}
