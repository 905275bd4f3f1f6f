import { maskPayoutNumber, type TWithdrawOrder } from '@fairplay/contract';
import { toMajorNumber } from '@fairplay/contract/money';
import { and, count, desc, eq } from 'drizzle-orm';
import { withdrawalOrders } from '../../db/schema.ts';
import { AppError } from '../../kernel/app-error.ts';
import type { AppDeps } from '../../kernel/context.ts';
import type { WithdrawalRow } from './review.ts';

/**
 * What a player reads: a payout paid after its refund reached their bank, so it is paid to them;
 * an order staff put aside is still waiting for them (the operator's list shows the real status).
 */
const PLAYER_STATUS: Record<string, TWithdrawOrder['status']> = {
  paid_after_refund: 'paid',
  held: 'pending',
};

function playerStatusOf(status: string): TWithdrawOrder['status'] {
  return PLAYER_STATUS[status] ?? (status as TWithdrawOrder['status']);
}

export function toWithdrawOrder(row: WithdrawalRow, decimals: number): TWithdrawOrder {
  return {
    orderNo: row.orderNo,
    amount: toMajorNumber(row.amount, decimals),
    fee: toMajorNumber(row.fee, decimals),
    arrivalAmount: toMajorNumber(row.amount - row.fee, decimals),
    account: maskPayoutNumber(row.accountNumber),
    accountType: row.accountType === 'wallet' ? 'wallet' : 'bank',
    bankName: row.bankName,
    status: playerStatusOf(row.status),
    rejectReason: row.rejectReason,
    createTime: row.createdAt.toISOString(),
    finishTime: row.finishedAt?.toISOString() ?? null,
  };
}

export async function listWithdrawals(
  deps: AppDeps,
  userId: number,
  query: { page: number; pageSize: number },
) {
  const where = eq(withdrawalOrders.userId, userId);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(withdrawalOrders)
      .where(where)
      .orderBy(desc(withdrawalOrders.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    deps.db.select({ total: count() }).from(withdrawalOrders).where(where),
  ]);
  const decimals = deps.config.region.currencyDecimals;
  return {
    list: rows.map((row) => toWithdrawOrder(row, decimals)),
    total: total?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function withdrawalDetail(deps: AppDeps, userId: number, orderNo: string) {
  const [row] = await deps.db
    .select()
    .from(withdrawalOrders)
    .where(and(eq(withdrawalOrders.orderNo, orderNo), eq(withdrawalOrders.userId, userId)));
  if (!row) throw AppError.notFound('order.notFound');
  return toWithdrawOrder(row, deps.config.region.currencyDecimals);
}
