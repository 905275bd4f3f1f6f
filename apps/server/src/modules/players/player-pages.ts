import { toMajorNumber } from '@fairplay/contract/money';
import { asc, desc, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../kernel/app-error.ts';
import type { AppDeps } from '../../kernel/context.ts';

/** What every table of the player page is asked with (the contract's ZPaging). */
export interface PageQuery {
  page: number;
  pageSize: number;
  sortOrder: 'ascend' | 'descend';
}

/** Refuses a player page of nobody (404), so an empty table always means "none yet". */
export async function requirePlayer(db: Database, userId: number): Promise<void> {
  const [player] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!player) throw AppError.notFound('operator.noSuchPlayer');
}

/** Minor units to the operator wire's major-unit number, in the region's currency. */
export function moneyOf(deps: Pick<AppDeps, 'config'>): (minor: bigint | number | string) => number {
  const decimals = deps.config.region.currencyDecimals;
  return (minor) => toMajorNumber(BigInt(minor), decimals);
}

/** The limit and offset of a page. */
export function windowOf(query: PageQuery): { limit: number; offset: number } {
  return { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
}

/** Newest first unless the table is asked ascending. */
export function orderOf(query: PageQuery, column: AnyPgColumn | SQL): SQL {
  return query.sortOrder === 'ascend' ? asc(column) : desc(column);
}

/** A page as the contract's pageOf answers it. */
export function pageAnswer<T>(items: T[], total: number | bigint, query: PageQuery) {
  return { items, total: Number(total), page: query.page, pageSize: query.pageSize };
}

/** An instant as the wire carries it (raw SQL rows may hold a Date or its text). */
export function instantOf(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export function optionalInstantOf(value: Date | string | null): string | null {
  return value === null ? null : instantOf(value);
}
