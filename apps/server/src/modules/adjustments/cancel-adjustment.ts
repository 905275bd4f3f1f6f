import type { TAdjustment } from '@fairplay/contract/operator';
import { eq } from 'drizzle-orm';
import { balanceAdjustments } from '../../db/schema.ts';
import { AppError } from '../../kernel/app-error.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { audit, type Operator } from '../admin/index.ts';
import { decisionStateOf, readAdjustment } from './adjustment-view.ts';
import { assertWaiting, lockAdjustment } from './lock-adjustment.ts';

/** The requester withdraws their own adjustment while it waits; nothing moves. */
export async function cancelAdjustment(deps: AppDeps, operator: Operator, id: number): Promise<TAdjustment> {
  const { admin } = operator;
  return deps.db.transaction(async (tx) => {
    const adjustment = await lockAdjustment(tx, id);
    if (adjustment.requestedById !== admin.adminId) throw AppError.forbidden('operator.adjustmentNotYours');
    assertWaiting(adjustment);
    const now = deps.clock.now();
    await tx
      .update(balanceAdjustments)
      .set({ status: 'cancelled', decidedBy: admin.username, decidedById: admin.adminId, decidedAt: now })
      .where(eq(balanceAdjustments.id, adjustment.id));
    const view = await readAdjustment(tx, adjustment.id, deps.config.region.currencyDecimals);
    await audit(tx, {
      ...operator,
      action: 'adjustment.cancel',
      targetType: 'adjustment',
      targetId: adjustment.id,
      details: { userId: adjustment.userId },
      before: decisionStateOf(adjustment),
      after: { status: 'cancelled', decidedBy: admin.username },
      at: now,
    });
    return view;
  });
}
