import type { AdjustmentStatus } from '@fairplay/contract/operator';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { balanceAdjustments } from '../../db/schema.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { selectAdjustments, toAdjustment } from './adjustment-view.ts';

/**
 * Adjustments for staff, a page at a time: by status (or all) and player. Waiting ones come first,
 * oldest first (the queue's order); decided ones follow, newest first. A sortOrder orders both
 * groups by id that way instead.
 */
export async function listAdjustments(
  deps: AppDeps,
  query: {
    status: AdjustmentStatus | 'all';
    userId?: number | undefined;
    page: number;
    pageSize: number;
    sortOrder?: 'ascend' | 'descend' | undefined;
  },
) {
  const filters: SQL[] = [];
  if (query.status !== 'all') filters.push(eq(balanceAdjustments.status, query.status));
  if (query.userId) filters.push(eq(balanceAdjustments.userId, query.userId));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const isWaiting = sql`${balanceAdjustments.status} = 'requested'`;
  const order = query.sortOrder
    ? [query.sortOrder === 'ascend' ? asc(balanceAdjustments.id) : desc(balanceAdjustments.id)]
    : [asc(sql`case when ${isWaiting} then ${balanceAdjustments.id} end`), desc(balanceAdjustments.id)];
  const [rows, [total]] = await Promise.all([
    selectAdjustments(deps.db)
      .where(where)
      .orderBy(desc(isWaiting), ...order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    deps.db.select({ total: count() }).from(balanceAdjustments).where(where),
  ]);
  const decimals = deps.config.region.currencyDecimals;
  return {
    items: rows.map((row) => toAdjustment(row, decimals)),
    total: total?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
