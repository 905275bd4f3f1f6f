import type { DepositKind, DepositStatus, TDepositOrder, TDepositOrderDetail } from '@fairplay/contract';
import type { DepositRail } from '@fairplay/contract/deposit-rails';
import { toMajorNumber, toMajorString } from '@fairplay/contract/money';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { depositOrders } from '../../db/schema.ts';
import { AppError } from '../../kernel/app-error.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { CREDITED_DEPOSIT_STATUSES, type DepositOrderRow } from './credit.ts';
import { expireOverdueOrder } from './online.ts';
import { proofOfOrder, upiLink } from './transfer.ts';

const STATUS_FILTERS: Record<string, string[]> = {
  pending: ['pending', 'review'],
  success: [...CREDITED_DEPOSIT_STATUSES],
  failed: ['failed', 'rejected', 'expired'],
};

export function toDepositOrder(order: DepositOrderRow, decimals: number): TDepositOrder {
  return {
    orderNo: order.orderNo,
    kind: order.kind as DepositKind,
    typeName: order.typeName,
    amount: toMajorNumber(order.amount, decimals),
    bonus: toMajorNumber(order.creditedBonus ?? order.bonus, decimals),
    status: order.status as DepositStatus,
    createTime: order.createdAt.toISOString(),
    arrivalTime: order.paidAt?.toISOString() ?? null,
    utr: order.utr,
    rail: order.rail as DepositRail,
    reference: order.reference,
    transactionId: order.transactionId,
  };
}

/** The player's deposits, newest first (/recharge/record). */
export async function listDeposits(
  deps: AppDeps,
  userId: number,
  query: { page: number; pageSize: number; status: string },
) {
  const filters: SQL[] = [eq(depositOrders.userId, userId)];
  const statuses = STATUS_FILTERS[query.status];
  if (statuses) filters.push(inArray(depositOrders.status, statuses));
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(depositOrders)
      .where(where)
      .orderBy(desc(depositOrders.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    deps.db.select({ total: count() }).from(depositOrders).where(where),
  ]);
  const decimals = deps.config.region.currencyDecimals;
  return {
    list: rows.map((row) => toDepositOrder(row, decimals)),
    total: total?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** One deposit with its transfer details; another player's order number is "not found". */
export async function depositDetail(
  deps: AppDeps,
  userId: number,
  orderNo: string,
): Promise<TDepositOrderDetail> {
  const read = () =>
    deps.db
      .select()
      .from(depositOrders)
      .where(and(eq(depositOrders.orderNo, orderNo), eq(depositOrders.userId, userId)))
      .limit(1);
  let [order] = await read();
  if (!order) throw AppError.notFound('order.notFound');
  // A QRIS past its time shows as expired at once, not only after the next reconciliation.
  const now = deps.clock.now().getTime();
  if (order.status === 'pending' && order.expiresAt && order.expiresAt.getTime() <= now) {
    if (await expireOverdueOrder(deps, orderNo)) [order] = await read();
    if (!order) throw AppError.notFound('order.notFound');
  }
  const isManual = order.kind === 'transfer' || order.kind === 'self';
  const decimals = deps.config.region.currencyDecimals;
  const link =
    order.kind === 'transfer' && order.upi && order.status === 'pending'
      ? upiLink(
          { upi: order.upi, accountHolder: order.accountHolder ?? '' },
          toMajorString(order.amount, decimals),
          order.orderNo,
          order.remark ?? '',
        )
      : null;
  const isPending = order.status === 'pending';
  const proof = proofOfOrder(order);
  return {
    ...toDepositOrder(order, decimals),
    id: order.id,
    bankName: order.bankName,
    accountHolder: order.accountHolder,
    ifscCode: order.ifscCode,
    accountNo: order.accountNo,
    upi: order.upi,
    upiLink: link,
    remark: order.remark,
    rejectReason: order.rejectReason,
    payUrl: order.status === 'pending' && !isManual ? order.payUrl : null,
    crypto: order.crypto,
    coinAmount: order.coinAmount,
    address: order.address,
    hasReceipt: order.hasReceipt,
    canSubmitUtr: isManual && isPending && proof === 'utr',
    proof,
    qrPayload: isPending ? order.qrPayload : null,
    expiresAt: order.expiresAt?.toISOString() ?? null,
  };
}
