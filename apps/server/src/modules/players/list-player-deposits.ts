import { count, eq } from 'drizzle-orm';
import { depositOrders } from '../../db/schema.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { moneyOf, orderOf, type PageQuery, pageAnswer, requirePlayer, windowOf } from './player-pages.ts';

/** The player's deposit orders of every status and rail, newest first (by the (user, id) index). */
export async function listPlayerDeposits(deps: AppDeps, userId: number, query: PageQuery) {
  await requirePlayer(deps.db, userId);
  const { limit, offset } = windowOf(query);
  const [rows, [counted]] = await Promise.all([
    deps.db
      .select()
      .from(depositOrders)
      .where(eq(depositOrders.userId, userId))
      .orderBy(orderOf(query, depositOrders.id))
      .limit(limit)
      .offset(offset),
    deps.db.select({ total: count() }).from(depositOrders).where(eq(depositOrders.userId, userId)),
  ]);
  const money = moneyOf(deps);
  const items = rows.map((order) => ({
    orderNo: order.orderNo,
    kind: order.kind,
    rail: order.rail,
    typeName: order.typeName,
    amount: money(order.amount),
    bonus: money(order.bonus),
    wagerMultiple: order.wagerMultiple,
    status: order.status,
    creditedAmount: order.creditedAmount === null ? null : money(order.creditedAmount),
    proof: order.utr ?? order.reference ?? order.transactionId ?? null,
    reviewedBy: order.reviewedBy,
    rejectReason: order.rejectReason,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
  }));
  return pageAnswer(items, counted?.total ?? 0, query);
}
