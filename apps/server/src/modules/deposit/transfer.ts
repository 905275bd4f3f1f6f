import { RECEIPT_MAX_BYTES } from '@fairplay/contract/constants';
import { toMajorNumber, toMajorString } from '@fairplay/contract/money';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { depositOrders, depositReceipts } from '../../db/schema.ts';
import { AppError } from '../../kernel/app-error.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { lockPlayer } from '../../ledger/player-lock.ts';
import { type DepositSetting, getSetting, type TransferCardSetting } from '../settings/index.ts';
import { minorOf, ratioOf } from './amounts.ts';
import { transferRemark } from './charge-info.ts';
import { creditDeposit, lockDepositOrder } from './credit.ts';
import { newOrderNo, openDepositContext, outOfRange } from './guards.ts';

const MANUAL_KINDS = ['transfer', 'self'];
const OPEN_STATUSES = ['pending', 'review'];
const UTR_TAKEN = 'This UTR has already been used. Please check the number';

function findCard(setting: DepositSetting, type: 'imps' | 'upi'): TransferCardSetting {
  if (!setting.transfer.isEnabled) throw AppError.refused('Transfer deposits are not available');
  const card = setting.transfer.cards.find((candidate) => candidate.type === type);
  if (!card) throw AppError.badRequest('type', `${type.toUpperCase()} transfers are not available`);
  return card;
}

/** upi://pay intent for a UPI app or QR code, with the amount and the reference filled in. */
export function upiLink(
  card: Pick<TransferCardSetting, 'upi' | 'accountHolder'>,
  amountMajor: string,
  remark: string,
): string | null {
  if (!card.upi) return null;
  const query = new URLSearchParams({
    pa: card.upi,
    pn: card.accountHolder,
    am: amountMajor,
    cu: 'INR',
    tn: remark,
  });
  return `upi://pay?${query.toString()}`;
}

/**
 * Refuses a new manual order while the player has the maximum open (pending or in review); the
 * player's row is locked first so parallel requests cannot slip past the count.
 */
async function checkOpenManualOrders(tx: Database, userId: number, maximum: number): Promise<void> {
  await lockPlayer(tx, userId);
  const [open] = await tx
    .select({ total: count() })
    .from(depositOrders)
    .where(
      and(
        eq(depositOrders.userId, userId),
        inArray(depositOrders.kind, MANUAL_KINDS),
        inArray(depositOrders.status, OPEN_STATUSES),
      ),
    );
  const total = open?.total ?? 0;
  if (total >= maximum)
    throw AppError.refused(`You still have ${total} orders being processed. Please try again later.`);
}

/** A bank (IMPS) or UPI transfer deposit: the operator's account to pay into (/recharge/createTransferOrder). */
export async function createTransferOrder(
  deps: AppDeps,
  userId: number,
  input: { amount: number; type: 'imps' | 'upi' },
) {
  const decimals = deps.config.region.currencyDecimals;
  const { setting } = await openDepositContext(deps, userId);
  const card = findCard(setting, input.type);
  const amount = minorOf(input.amount, decimals);
  if (amount < BigInt(card.minMinor) || amount > BigInt(card.maxMinor)) {
    throw outOfRange(BigInt(card.minMinor), BigInt(card.maxMinor), decimals);
  }
  const bonus = setting.transfer.giftSwitch ? ratioOf(amount, setting.transfer.giftPpm) : 0n;
  const remark = transferRemark(userId);
  const { manualPendingMaxCount } = await getSetting(deps.db, 'app');
  const orderNo = await deps.db.transaction(async (tx) => {
    await checkOpenManualOrders(tx, userId, manualPendingMaxCount);
    const number = newOrderNo('D', deps.clock.now());
    await tx.insert(depositOrders).values({
      orderNo: number,
      userId,
      kind: 'transfer',
      typeName: input.type.toUpperCase(),
      amount,
      bonus,
      wagerMultiple: setting.transfer.withdrawMulti,
      status: 'pending',
      bankName: card.bankName,
      accountHolder: card.accountHolder,
      ifscCode: card.ifscCode || null,
      accountNo: card.accountNo || null,
      upi: card.upi,
      remark,
      createdAt: deps.clock.now(),
    });
    return number;
  });
  return {
    orderNo,
    amount: toMajorNumber(amount, decimals),
    bonus: toMajorNumber(bonus, decimals),
    remark,
    account: {
      type: card.type,
      bankName: card.bankName,
      accountNo: card.accountNo,
      ifscCode: card.ifscCode,
      accountHolder: card.accountHolder,
      upi: card.upi,
      upiLink: upiLink(card, toMajorString(amount, decimals), remark),
    },
  };
}

async function lockOwnManualOrder(tx: Database, userId: number, orderNo: string) {
  await lockPlayer(tx, userId);
  const [order] = await tx
    .select()
    .from(depositOrders)
    .where(eq(depositOrders.orderNo, orderNo))
    .for('update');
  // Someone else's order number is answered exactly like a missing one.
  if (!order || order.userId !== userId) throw AppError.notFound('Order not found');
  if (!MANUAL_KINDS.includes(order.kind))
    throw AppError.refused('This order is paid through the payment page, not by UTR');
  return order;
}

/** The player's UTR for a transfer; each UTR once across all players (/recharge/submitUtr). */
export async function submitUtr(deps: AppDeps, userId: number, input: { orderNo: string; utr: string }) {
  try {
    return await deps.db.transaction(async (tx) => {
      const order = await lockOwnManualOrder(tx, userId, input.orderNo);
      if (order.utr === input.utr) return { orderNo: order.orderNo, status: order.status as 'review' };
      if (order.status !== 'pending') throw AppError.refused('A UTR was already submitted for this order');
      await tx
        .update(depositOrders)
        .set({ utr: input.utr, utrSubmittedAt: deps.clock.now(), status: 'review' })
        .where(eq(depositOrders.id, order.id));
      return { orderNo: order.orderNo, status: 'review' as const };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'deposit_orders_utr_key')) throw AppError.conflict(UTR_TAKEN);
    throw error;
  }
}

/** A self-service claim for a transfer made without an order (/recharge/selfUtr). */
export async function createSelfServiceClaim(
  deps: AppDeps,
  userId: number,
  input: { amount: number; type: 'imps' | 'upi'; utr: string },
) {
  const decimals = deps.config.region.currencyDecimals;
  const { setting } = await openDepositContext(deps, userId);
  if (!setting.fillOrderSwitch) throw AppError.refused('Self-service UTR is not available');
  const card = findCard(setting, input.type);
  const amount = minorOf(input.amount, decimals);
  if (amount < BigInt(card.minMinor) || amount > BigInt(card.maxMinor)) {
    throw outOfRange(BigInt(card.minMinor), BigInt(card.maxMinor), decimals);
  }
  const { manualPendingMaxCount } = await getSetting(deps.db, 'app');
  try {
    return await deps.db.transaction(async (tx) => {
      await checkOpenManualOrders(tx, userId, manualPendingMaxCount);
      const orderNo = newOrderNo('D', deps.clock.now());
      await tx.insert(depositOrders).values({
        orderNo,
        userId,
        kind: 'self',
        typeName: input.type.toUpperCase(),
        amount,
        bonus: setting.transfer.giftSwitch ? ratioOf(amount, setting.transfer.giftPpm) : 0n,
        wagerMultiple: setting.transfer.withdrawMulti,
        status: 'review',
        utr: input.utr,
        utrSubmittedAt: deps.clock.now(),
        bankName: card.bankName,
        accountHolder: card.accountHolder,
        ifscCode: card.ifscCode || null,
        accountNo: card.accountNo || null,
        upi: card.upi,
        remark: transferRemark(userId),
        createdAt: deps.clock.now(),
      });
      return { orderNo, status: 'review' as const };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'deposit_orders_utr_key')) throw AppError.conflict(UTR_TAKEN);
    throw error;
  }
}

const MAGIC_BYTES: Record<string, (bytes: Buffer) => boolean> = {
  'image/jpeg': (bytes) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff,
  'image/png': (bytes) =>
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/webp': (bytes) =>
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP',
};

/** Stores the receipt screenshot of a manual order after checking its real type and size. */
export async function uploadReceipt(
  deps: AppDeps,
  userId: number,
  input: { orderNo: string; image: string },
) {
  const match = /^data:(image\/(?:jpeg|png|webp));base64,(.+)$/.exec(input.image);
  if (!match) throw AppError.badRequest('image', 'must be a JPEG, PNG or WebP image');
  const [, contentType, base64] = match as unknown as [string, string, string];
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0 || bytes.length > RECEIPT_MAX_BYTES)
    throw AppError.badRequest('image', 'The screenshot must be at most 2 MB');
  if (!MAGIC_BYTES[contentType]?.(bytes))
    throw AppError.badRequest('image', `is not a real ${contentType.slice(6).toUpperCase()} image`);
  await deps.db.transaction(async (tx) => {
    const order = await lockOwnManualOrder(tx, userId, input.orderNo);
    if (!OPEN_STATUSES.includes(order.status)) throw AppError.refused('This order is already processed');
    await tx
      .insert(depositReceipts)
      .values({
        orderNo: order.orderNo,
        contentType,
        content: base64,
        byteSize: bytes.length,
        createdAt: deps.clock.now(),
      })
      .onConflictDoUpdate({
        target: depositReceipts.orderNo,
        set: { contentType, content: base64, byteSize: bytes.length, createdAt: deps.clock.now() },
      });
    await tx.update(depositOrders).set({ hasReceipt: true }).where(eq(depositOrders.id, order.id));
  });
  return { orderNo: input.orderNo, hasReceipt: true as const };
}

/**
 * Self-service bonus (spec point 9): 1% of the deposit per full 6 hours between the order and
 * the UTR with screenshot, at most 30% (rates from the deposit setting).
 */
export function selfServiceBonus(
  order: { amount: bigint; createdAt: Date; utrSubmittedAt: Date | null; kind: string },
  rule: DepositSetting['selfServiceBonus'],
): bigint {
  if (order.kind !== 'transfer' || !order.utrSubmittedAt) return 0n;
  const periods = Math.floor(
    (order.utrSubmittedAt.getTime() - order.createdAt.getTime()) / (rule.periodHours * 3_600_000),
  );
  const ppm = Math.min(rule.maxPpm, Math.max(0, periods) * rule.ratePpmPerPeriod);
  return ratioOf(order.amount, ppm);
}

export type ReviewDecision = { ok: true; status: string } | { ok: false; status: string };

/** Operator approval of a transfer: credits exactly once, even when approvals race. */
export async function approveTransfer(
  deps: AppDeps,
  orderNo: string,
  reviewer: string,
  onApproved: (tx: Database, creditedAmount: string) => Promise<void> = async () => {},
): Promise<ReviewDecision> {
  const setting = await getSetting(deps.db, 'deposit');
  return deps.db.transaction(async (tx) => {
    const order = await lockDepositOrder(tx, orderNo);
    if (!order || !MANUAL_KINDS.includes(order.kind)) throw AppError.notFound('No such transfer deposit');
    if (order.status !== 'review') return { ok: false, status: order.status };
    const { creditedAmount } = await creditDeposit(tx, order, {
      extraBonusMinor: selfServiceBonus(order, setting.selfServiceBonus),
      finalStatus: 'succeeded',
      at: deps.clock.now(),
      reviewedBy: reviewer,
      timeZone: deps.config.region.timeZone,
    });
    await onApproved(tx, toMajorString(creditedAmount, deps.config.region.currencyDecimals));
    return { ok: true, status: 'succeeded' };
  });
}

export async function rejectTransfer(
  deps: AppDeps,
  orderNo: string,
  reviewer: string,
  reason: string,
  onRejected: (tx: Database) => Promise<void> = async () => {},
): Promise<ReviewDecision> {
  return deps.db.transaction(async (tx) => {
    const order = await lockDepositOrder(tx, orderNo);
    if (!order || !MANUAL_KINDS.includes(order.kind)) throw AppError.notFound('No such transfer deposit');
    if (!OPEN_STATUSES.includes(order.status)) return { ok: false, status: order.status };
    await tx
      .update(depositOrders)
      .set({ status: 'rejected', rejectReason: reason, reviewedBy: reviewer })
      .where(eq(depositOrders.id, order.id));
    await onRejected(tx);
    return { ok: true, status: 'rejected' };
  });
}
