import { count, eq } from 'drizzle-orm';
import { withdrawalOrders } from '../../db/schema.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { moneyOf, orderOf, type PageQuery, pageAnswer, requirePlayer, windowOf } from './player-pages.ts';

/**
 * The player's withdrawals of every status, newest first (by the (user, id) index), with the full
 * payout account number: staff with players.read already see the player's whole page.
 */
export async function listPlayerWithdrawals(deps: AppDeps, userId: number, query: PageQuery) {
  await requirePlayer(deps.db, userId);
  const { limit, offset } = windowOf(query);
  const [rows, [counted]] = await Promise.all([
    deps.db
      .select()
      .from(withdrawalOrders)
      .where(eq(withdrawalOrders.userId, userId))
      .orderBy(orderOf(query, withdrawalOrders.id))
      .limit(limit)
      .offset(offset),
    deps.db.select({ total: count() }).from(withdrawalOrders).where(eq(withdrawalOrders.userId, userId)),
  ]);
  const money = moneyOf(deps);
  const items = rows.map((order) => ({
    orderNo: order.orderNo,
    amount: money(order.amount),
    fee: money(order.fee),
    status: order.status,
    accountType: order.accountType,
    bankName: order.bankName,
    accountName: order.accountName,
    accountNumber: order.accountNumber,
    reviewedBy: order.reviewedBy,
    rejectReason: order.rejectReason,
    holdReason: order.holdReason,
    createdAt: order.createdAt.toISOString(),
    finishedAt: order.finishedAt?.toISOString() ?? null,
  }));
  return pageAnswer(items, counted?.total ?? 0, query);
}
