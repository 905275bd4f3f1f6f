import type { BalanceRecordType, TBalanceRecord } from '@fairplay/contract';
import { toMajorNumber } from '@fairplay/contract/money';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from '../../db/schema.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { codesOfRecordType, recordTypeOf } from '../../ledger/transfer-codes.ts';

const REFERENCE_KEYS = ['orderNo', 'roundId', 'reference'] as const;

/** Every posting on the player's cash balance, newest first (/user/balanceRecords). */
export async function balanceRecords(
  deps: AppDeps,
  userId: number,
  query: { type: BalanceRecordType; page: number; pageSize: number },
) {
  const [account] = await deps.db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.kind, 'user_cash')));
  if (!account) return { list: [], total: 0, page: query.page, pageSize: query.pageSize };
  const filters: SQL[] = [eq(ledgerEntries.accountId, account.id)];
  if (query.type !== 'all') filters.push(inArray(ledgerEntries.code, codesOfRecordType(query.type)));
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select({
        id: ledgerEntries.id,
        code: ledgerEntries.code,
        amount: ledgerEntries.amount,
        balanceAfter: ledgerEntries.balanceAfter,
        createdAt: ledgerEntries.createdAt,
        memo: ledgerTransfers.memo,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
      .where(where)
      .orderBy(desc(ledgerEntries.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    deps.db.select({ total: count() }).from(ledgerEntries).where(where),
  ]);
  const decimals = deps.config.region.currencyDecimals;
  const list: TBalanceRecord[] = rows.map((row) => {
    const memo = (row.memo ?? {}) as Record<string, unknown>;
    const reference = REFERENCE_KEYS.map((key) => memo[key]).find((value) => typeof value === 'string') as
      | string
      | undefined;
    return {
      id: row.id,
      type: recordTypeOf(row.code),
      code: row.code,
      amount: toMajorNumber(row.amount, decimals),
      balanceAfter: toMajorNumber(row.balanceAfter ?? 0n, decimals),
      reference: reference ?? null,
      createTime: row.createdAt.toISOString(),
    };
  });
  return { list, total: total?.total ?? 0, page: query.page, pageSize: query.pageSize };
}
