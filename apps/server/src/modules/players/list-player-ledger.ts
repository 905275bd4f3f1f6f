import { and, count, eq } from 'drizzle-orm';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from '../../db/schema.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { moneyOf, orderOf, type PageQuery, pageAnswer, requirePlayer, windowOf } from './player-pages.ts';

type PlayerAccountKind = 'user_cash' | 'user_hold' | 'user_bonus' | 'user_referral';

/**
 * The player's ledger entries (their side of each transfer) with the transfer's code and memo and
 * the account's balance after it, newest first; on one account when asked. The player's accounts
 * lead (ledger_accounts by user), then each account's entries by its (account, id) index.
 */
export async function listPlayerLedger(
  deps: AppDeps,
  userId: number,
  query: PageQuery & { account?: PlayerAccountKind | undefined },
) {
  await requirePlayer(deps.db, userId);
  const where = and(
    eq(ledgerAccounts.userId, userId),
    query.account ? eq(ledgerAccounts.kind, query.account) : undefined,
  );
  const { limit, offset } = windowOf(query);
  const [rows, [counted]] = await Promise.all([
    deps.db
      .select({
        entryId: ledgerEntries.id,
        transferId: ledgerEntries.transferId,
        code: ledgerTransfers.code,
        account: ledgerAccounts.kind,
        amount: ledgerEntries.amount,
        balanceAfter: ledgerEntries.balanceAfter,
        memo: ledgerTransfers.memo,
        createdAt: ledgerEntries.createdAt,
      })
      .from(ledgerAccounts)
      .innerJoin(ledgerEntries, eq(ledgerEntries.accountId, ledgerAccounts.id))
      .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
      .where(where)
      .orderBy(orderOf(query, ledgerEntries.id))
      .limit(limit)
      .offset(offset),
    deps.db
      .select({ total: count() })
      .from(ledgerAccounts)
      .innerJoin(ledgerEntries, eq(ledgerEntries.accountId, ledgerAccounts.id))
      .where(where),
  ]);
  const money = moneyOf(deps);
  const items = rows.map((row) => ({
    ...row,
    amount: money(row.amount),
    balanceAfter: row.balanceAfter === null ? null : money(row.balanceAfter),
    memo: row.memo ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
  return pageAnswer(items, counted?.total ?? 0, query);
}
