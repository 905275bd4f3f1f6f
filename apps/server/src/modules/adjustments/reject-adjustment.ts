import type { TAdjustment } from '@fairplay/contract/operator';
import { eq } from 'drizzle-orm';
import { balanceAdjustments } from '../../db/schema.ts';
import { AppError } from '../../kernel/app-error.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { audit, confirmStaffAuthority, type Operator } from '../admin/index.ts';
import { decisionStateOf, readAdjustment } from './adjustment-view.ts';
import { assertWaiting, lockAdjustment } from './lock-adjustment.ts';

/**
 * A second staff member turns a waiting adjustment down with a reason; nothing moves. The
 * requester cancels their own instead, and the staff member it would pay (or debit) stays out of it.
 */
export async function rejectAdjustment(
  deps: AppDeps,
  operator: Operator,
  id: number,
  reason: string,
): Promise<TAdjustment> {
  const { admin } = operator;
  return deps.db.transaction(async (tx) => {
    const adjustment = await lockAdjustment(tx, id);
    assertWaiting(adjustment);
    if (adjustment.requestedById === admin.adminId) throw AppError.forbidden('operator.adjustmentRejectOwn');
    if (admin.playerUserId === adjustment.userId) throw AppError.forbidden('operator.ownPlayerAccount');
    const now = deps.clock.now();
    await tx
      .update(balanceAdjustments)
      .set({
        status: 'rejected',
        decidedBy: admin.username,
        decidedById: admin.adminId,
        decidedAt: now,
        decisionNote: reason,
      })
      .where(eq(balanceAdjustments.id, adjustment.id));
    const view = await readAdjustment(tx, adjustment.id, deps.config.region.currencyDecimals);
    await confirmStaffAuthority(tx, operator, 'adjustments.approve');
    await audit(tx, {
      ...operator,
      action: 'adjustment.reject',
      targetType: 'adjustment',
      targetId: adjustment.id,
      details: { userId: adjustment.userId, reason },
      before: decisionStateOf(adjustment),
      after: { status: 'rejected', decidedBy: admin.username },
      at: now,
    });
    return view;
  });
}
