import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import { withdrawalOrders } from '../../db/schema.ts';
import { AppError } from '../../kernel/app-error.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { audit, type Operator } from '../admin/index.ts';
import { toWithdrawOrder } from './records.ts';
import { approveWithdrawal, rejectWithdrawal } from './review.ts';

const PAGE_SIZE = 50;

export type WithdrawalStatus =
  | 'pending'
  | 'processing'
  | 'unknown'
  | 'paid'
  | 'rejected'
  | 'failed'
  | 'paid_after_refund';

/** Withdrawals by status for an operator, newest first, 50 a page (paged by id). */
export async function listWithdrawalsForReview(
  deps: AppDeps,
  query: { status: WithdrawalStatus; beforeId?: number | undefined },
) {
  const decimals = deps.config.region.currencyDecimals;
  const filters: SQL[] = [eq(withdrawalOrders.status, query.status)];
  if (query.beforeId) filters.push(lt(withdrawalOrders.id, query.beforeId));
  const rows = await deps.db
    .select()
    .from(withdrawalOrders)
    .where(and(...filters))
    .orderBy(desc(withdrawalOrders.id))
    .limit(PAGE_SIZE);
  return {
    withdrawals: rows.map((row) => ({
      id: row.id,
      userId: row.userId,
      ...toWithdrawOrder(row, decimals),
      status: row.status,
      bankCode: row.bankCode,
      accountName: row.accountName,
      accountNumber: row.accountNumber,
      ifsc: row.ifsc,
      reviewedBy: row.reviewedBy,
    })),
    nextBeforeId: rows.length === PAGE_SIZE ? rows.at(-1)?.id : null,
  };
}

/** An operator approves a withdrawal: the gateway pays it; audited with the decision. */
export async function approveWithdrawalByOperator(deps: AppDeps, operator: Operator, orderNo: string) {
  const decision = await approveWithdrawal(deps, orderNo, operator.admin.username, (tx) =>
    audit(tx, {
      ...operator,
      action: 'withdrawal.approve',
      targetType: 'withdrawal',
      targetId: orderNo,
      at: deps.clock.now(),
    }),
  );
  if (!decision.ok) throw AppError.conflict('operator.withdrawalDecided', { status: decision.status });
  return { orderNo, status: decision.status };
}

/** An operator rejects a withdrawal with a reason: the held amount returns; audited with the decision. */
export async function rejectWithdrawalByOperator(
  deps: AppDeps,
  operator: Operator,
  orderNo: string,
  reason: string,
) {
  const decision = await rejectWithdrawal(deps, orderNo, operator.admin.username, reason, (tx) =>
    audit(tx, {
      ...operator,
      action: 'withdrawal.reject',
      targetType: 'withdrawal',
      targetId: orderNo,
      details: { reason },
      at: deps.clock.now(),
    }),
  );
  if (!decision.ok) throw AppError.conflict('operator.withdrawalDecided', { status: decision.status });
  return { orderNo, status: decision.status };
}
