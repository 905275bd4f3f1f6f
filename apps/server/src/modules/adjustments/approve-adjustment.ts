import { toMajorString } from '@fairplay/contract/money';
import type { TAdjustment } from '@fairplay/contract/operator';
import { eq } from 'drizzle-orm';
import { balanceAdjustments } from '../../db/schema.ts';
import { AppError } from '../../kernel/app-error.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { lockCashBalance } from '../../ledger/balances.ts';
import { post } from '../../ledger/post.ts';
import { assertIndependentEyes, audit, confirmStaffAuthority, type Operator } from '../admin/index.ts';
import { flagDepositAfterTheFact } from '../rg/index.ts';
import { decisionStateOf, readAdjustment } from './adjustment-view.ts';
import { assertWaiting, lockAdjustment } from './lock-adjustment.ts';

/**
 * A second staff member approves a waiting adjustment: the ledger posts it now, in this
 * transaction (manual_adjustment:<id>, between the player's cash and the adjustments account), and
 * the adjustment records the transfer. Never the requester (the table's CHECK holds it too), never
 * the staff member whose own player account it is. A debit the cash no longer covers is refused
 * here, before the ledger's own guard could be what stops it. Lock order: the player, the
 * adjustment, the cash account (post), the audit chain last.
 */
export async function approveAdjustment(deps: AppDeps, operator: Operator, id: number): Promise<TAdjustment> {
  const { admin } = operator;
  const decimals = deps.config.region.currencyDecimals;
  return deps.db.transaction(async (tx) => {
    const adjustment = await lockAdjustment(tx, id);
    assertWaiting(adjustment);
    if (adjustment.requestedById === admin.adminId) throw AppError.forbidden('operator.adjustmentOwnRequest');
    if (admin.playerUserId === adjustment.userId) throw AppError.forbidden('operator.ownPlayerAccount');
    await assertIndependentEyes(tx, adjustment.requestedById, admin.adminId);
    if (adjustment.amount < 0n) {
      const cash = await lockCashBalance(tx, adjustment.userId);
      if (cash + adjustment.amount < 0n)
        throw AppError.conflict('operator.adjustmentExceedsBalance', { balance: cash });
    }
    const now = deps.clock.now();
    const transfer = await post(tx, {
      idempotencyKey: `manual_adjustment:${adjustment.id}`,
      code: 'manual_adjustment',
      userId: adjustment.userId,
      legs: [
        { account: { userId: adjustment.userId, kind: 'user_cash' }, amount: adjustment.amount },
        { account: { house: 'house_adjustments' }, amount: -adjustment.amount },
      ],
      // The player's balance records show the reference; the reason and note stay with staff.
      memo: {
        reference: `ADJ-${adjustment.id}`,
        adjustmentId: adjustment.id,
        reasonCode: adjustment.reasonCode,
      },
      at: now,
    });
    await tx
      .update(balanceAdjustments)
      .set({
        status: 'approved',
        decidedBy: admin.username,
        decidedById: admin.adminId,
        decidedAt: now,
        transferId: transfer.transferId,
      })
      .where(eq(balanceAdjustments.id, adjustment.id));
    // A deposit credited by hand is a deposit after the fact: flagged for staff like any other
    // when it arrives during a break or over a deposit limit (decision 022).
    if (adjustment.reasonCode === 'deposit_correction' && adjustment.amount > 0n)
      await flagDepositAfterTheFact(
        deps,
        tx,
        {
          orderNo: `ADJ-${adjustment.id}`,
          userId: adjustment.userId,
          amount: adjustment.amount,
          createdAt: null,
        },
        now,
      );
    const view = await readAdjustment(tx, adjustment.id, decimals);
    await confirmStaffAuthority(tx, operator, 'adjustments.approve');
    await audit(tx, {
      ...operator,
      action: 'adjustment.approve',
      targetType: 'adjustment',
      targetId: adjustment.id,
      details: {
        userId: adjustment.userId,
        amount: toMajorString(adjustment.amount, decimals),
        requestedBy: adjustment.requestedBy,
      },
      before: decisionStateOf(adjustment),
      after: { status: 'approved', decidedBy: admin.username, transferId: transfer.transferId },
      at: now,
    });
    return view;
  });
}
