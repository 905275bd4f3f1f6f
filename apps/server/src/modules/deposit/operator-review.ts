import { normalizeTransactionId, normalizeTransferReference } from '@fairplay/contract/deposit-rails';
import { and, asc, count, desc, eq, lt, type SQL } from 'drizzle-orm';
import { depositOrders, depositReceipts } from '../../db/schema.ts';
import { AppError } from '../../kernel/app-error.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { audit, confirmStaffAuthority, type Operator } from '../admin/index.ts';
import { toDepositOrder } from './records.ts';
import { approveTransfer, proofOfOrder, rejectTransfer } from './transfer.ts';

export type DepositStatus =
  | 'pending'
  | 'review'
  | 'success'
  | 'succeeded'
  | 'failed'
  | 'rejected'
  | 'expired';

/** The beforeId paging of the first operator API (scripts and tests): 50 a page. */
const KEYSET_PAGE_SIZE = 50;

/**
 * Deposits by status for staff (review = transfers waiting), a page by page/pageSize sorted by time
 * or amount, or by beforeId (newest first); or the order of a reference or transaction id from a
 * bank statement or receipt, whatever its status.
 */
export async function listDepositsForReview(
  deps: AppDeps,
  query: {
    status: DepositStatus;
    beforeId?: number | undefined;
    reference?: string | undefined;
    transactionId?: string | undefined;
    userId?: number | undefined;
    sortBy: 'createdAt' | 'amount';
    sortOrder: 'ascend' | 'descend';
    page: number;
    pageSize: number;
  },
) {
  const decimals = deps.config.region.currencyDecimals;
  const filters: SQL[] = [];
  if (query.reference) filters.push(eq(depositOrders.reference, normalizeTransferReference(query.reference)));
  else if (query.transactionId)
    filters.push(eq(depositOrders.transactionId, normalizeTransactionId(query.transactionId)));
  else filters.push(eq(depositOrders.status, query.status));
  if (query.userId) filters.push(eq(depositOrders.userId, query.userId));
  const where = and(...filters);
  const isKeyset = query.beforeId !== undefined;
  const column = query.sortBy === 'amount' ? depositOrders.amount : depositOrders.id;
  const order =
    query.sortOrder === 'ascend'
      ? [asc(column), asc(depositOrders.id)]
      : [desc(column), desc(depositOrders.id)];
  const pageSize = isKeyset ? KEYSET_PAGE_SIZE : query.pageSize;
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(depositOrders)
      .where(isKeyset ? and(where, lt(depositOrders.id, query.beforeId!)) : where)
      .orderBy(...(isKeyset ? [desc(depositOrders.id)] : order))
      .limit(pageSize)
      .offset(isKeyset ? 0 : (query.page - 1) * pageSize),
    deps.db.select({ total: count() }).from(depositOrders).where(where),
  ]);
  return {
    deposits: rows.map((row) => ({
      id: row.id,
      userId: row.userId,
      ...toDepositOrder(row, decimals),
      hasReceipt: row.hasReceipt,
      remark: row.remark,
      proof: proofOfOrder(row),
      bankName: row.bankName,
      accountNo: row.accountNo,
      expiresAt: row.expiresAt?.toISOString() ?? null,
      /** When the player's proof came: the UTR, the transaction id, or "sent" for a reference. */
      utrSubmittedAt: row.utrSubmittedAt?.toISOString() ?? null,
      reviewedBy: row.reviewedBy,
      rejectReason: row.rejectReason,
    })),
    nextBeforeId: isKeyset && rows.length === pageSize ? (rows.at(-1)?.id ?? null) : null,
    total: total?.total ?? 0,
    page: isKeyset ? 1 : query.page,
    pageSize,
  };
}

/** The receipt screenshot of a transfer, as a data URL. */
export async function depositReceipt(deps: AppDeps, orderNo: string) {
  const [receipt] = await deps.db.select().from(depositReceipts).where(eq(depositReceipts.orderNo, orderNo));
  if (!receipt) throw AppError.notFound('operator.noReceipt');
  return {
    contentType: receipt.contentType,
    byteSize: receipt.byteSize,
    dataUrl: `data:${receipt.contentType};base64,${receipt.content}`,
  };
}

/** An operator approves a transfer deposit: credited exactly once, audited with the decision. */
export async function approveDepositByOperator(deps: AppDeps, operator: Operator, orderNo: string) {
  const decision = await approveTransfer(deps, orderNo, operator.admin, {
    onApproved: async (tx, creditedAmount) => {
      await confirmStaffAuthority(tx, operator, 'deposits.decide');
      await audit(tx, {
        ...operator,
        action: 'deposit.approve',
        targetType: 'deposit',
        targetId: orderNo,
        details: { creditedAmount },
        at: deps.clock.now(),
      });
    },
  });
  if (!decision.ok) throw AppError.conflict('operator.orderDecided', { status: decision.status });
  return { orderNo, status: decision.status };
}

/** An operator rejects a transfer deposit with a reason the player sees, audited with the decision. */
export async function rejectDepositByOperator(
  deps: AppDeps,
  operator: Operator,
  orderNo: string,
  reason: string,
) {
  const decision = await rejectTransfer(deps, orderNo, operator.admin.username, reason, async (tx) => {
    await confirmStaffAuthority(tx, operator, 'deposits.decide');
    await audit(tx, {
      ...operator,
      action: 'deposit.reject',
      targetType: 'deposit',
      targetId: orderNo,
      details: { reason },
      at: deps.clock.now(),
    });
  });
  if (!decision.ok) throw AppError.conflict('operator.orderDecided', { status: decision.status });
  return { orderNo, status: decision.status };
}
