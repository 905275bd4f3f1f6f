import { allows, type Permission } from '@fairplay/contract/operator/permissions';
import { and, count, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  balanceAdjustments,
  depositOrders,
  feedback,
  operatorAlerts,
  rgCases,
  withdrawalOrders,
} from '../../db/schema.ts';
import type { AppDeps } from '../../kernel/context.ts';
import type { Operator } from './auth.ts';

/**
 * What waits for a person in each queue, for the console's navigation: only the queues the staff
 * member may open (null for the others, so a count never tells what the role may not read).
 */
export async function queueCounts(deps: AppDeps, operator: Operator) {
  const countIf = async (permission: Permission, table: PgTable, where: SQL) => {
    if (!allows(operator.admin.permissions, permission)) return null;
    const [row] = await deps.db.select({ total: count() }).from(table).where(where);
    return row?.total ?? 0;
  };
  const [withdrawals, deposits, feedbackOpen, adjustments, alerts, protection] = await Promise.all([
    countIf('withdrawals.read', withdrawalOrders, inArray(withdrawalOrders.status, ['pending', 'held'])),
    countIf('deposits.read', depositOrders, eq(depositOrders.status, 'review')),
    countIf('feedback.read', feedback, isNull(feedback.closedAt)),
    countIf('adjustments.request', balanceAdjustments, eq(balanceAdjustments.status, 'requested')),
    countIf('alerts.manage', operatorAlerts, isNull(operatorAlerts.resolvedAt)),
    countIf('protection.read', rgCases, and(eq(rgCases.status, 'open'), isNull(rgCases.assignedToId))!),
  ]);
  return { withdrawals, deposits, feedback: feedbackOpen, adjustments, alerts, protection };
}
