import { AppError } from '../../kernel/app-error.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { audit, type Operator } from '../admin/index.ts';
import { type AlertKind, listAlerts, resolveAlert } from './service.ts';

/** Alerts for an operator (open or resolved, optionally of one kind), newest first. */
export async function listOperatorAlerts(
  deps: AppDeps,
  query: { status: 'open' | 'resolved'; kind?: AlertKind | undefined; beforeId?: number | undefined },
) {
  const { alerts, nextBeforeId } = await listAlerts(deps.db, query);
  return {
    alerts: alerts.map((alert) => ({
      id: alert.id,
      kind: alert.kind,
      reference: alert.reference,
      severity: alert.severity,
      userId: alert.userId,
      details: alert.details,
      createdAt: alert.createdAt.toISOString(),
      resolvedAt: alert.resolvedAt?.toISOString() ?? null,
      resolvedBy: alert.resolvedBy,
      resolution: alert.resolution,
    })),
    nextBeforeId,
  };
}

/** An operator marks an open alert handled with a note, audited in the same transaction. */
export async function resolveAlertByOperator(
  deps: AppDeps,
  operator: Operator,
  id: number,
  resolution: string,
) {
  return deps.db.transaction(async (tx) => {
    const at = deps.clock.now();
    const isResolved = await resolveAlert(tx, { id, resolvedBy: operator.admin.username, resolution, at });
    if (!isResolved) throw AppError.conflict('operator.alertNotOpen');
    await audit(tx, {
      ...operator,
      action: 'alert.resolve',
      targetType: 'alert',
      targetId: id,
      details: { resolution },
      at,
    });
    return { id, resolved: true };
  });
}
