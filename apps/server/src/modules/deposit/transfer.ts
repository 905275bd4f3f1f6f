import { randomInt } from 'node:crypto';
import { RECEIPT_MAX_BYTES } from '@fairplay/contract/constants';
import {
  isTransferRail,
  normalizeTransactionId,
  TRANSFER_REFERENCE_ALPHABET,
  TRANSFER_REFERENCE_RANDOM_LENGTH,
  type TransactionIdProblem,
  type TransferProof,
  type TransferRail,
  transactionIdProblem,
  transactionIdRuleOf,
  transferProofOf,
  transferReferenceFrom,
} from '@fairplay/contract/deposit-rails';
import type { MessageKey } from '@fairplay/contract/messages/catalogue';
import { toMajorNumber, toMajorString } from '@fairplay/contract/money';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { depositOrders, depositReceipts } from '../../db/schema.ts';
import { AppError } from '../../kernel/app-error.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { readImageDataUrl } from '../../kernel/image-data-url.ts';
import { lockPlayer } from '../../ledger/player-lock.ts';
import { assertDepositAllowed, flagDepositAfterTheFact } from '../rg/index.ts';
import { type DepositSetting, getSetting, type TransferCardSetting } from '../settings/index.ts';
import { minorOf, ratioOf } from './amounts.ts';
import { transferRemark } from './charge-info.ts';
import { creditDeposit, type DepositOrderRow, lockDepositOrder } from './credit.ts';
import { insertWithFreshKeys, newOrderNo, openDepositContext, outOfRange } from './guards.ts';

const MANUAL_KINDS = ['transfer', 'self'];
const OPEN_STATUSES = ['pending', 'review'];

function findCard(setting: DepositSetting, rail: TransferRail): TransferCardSetting {
  if (!setting.transfer.isEnabled) throw AppError.refused('deposit.transferUnavailable');
  const card = setting.transfer.cards.find((candidate) => candidate.type === rail);
  if (!card) throw AppError.badRequest('type', 'deposit.transferMethodUnavailable');
  return card;
}

/** How a manual order is proved (by its rail); null for gateway, QRIS, VA and crypto orders. */
export function proofOfOrder(order: Pick<DepositOrderRow, 'rail'>): TransferProof | null {
  return isTransferRail(order.rail) ? transferProofOf(order.rail) : null;
}

/**
 * upi://pay intent for a UPI app or its QR code: the operator's VPA and name, the amount in
 * rupees, the order number as the transaction reference (tr) and the player's remark as the note.
 */
export function upiLink(
  card: Pick<TransferCardSetting, 'upi' | 'accountHolder'>,
  amountMajor: string,
  orderNo: string,
  remark: string,
): string | null {
  if (!card.upi) return null;
  const query = new URLSearchParams({
    pa: card.upi,
    pn: card.accountHolder,
    am: amountMajor,
    cu: 'INR',
    tr: orderNo,
    tn: remark,
  });
  return `upi://pay?${query.toString()}`;
}

/** A fresh order reference ("FP" and 7 unmistakable characters) from the crypto generator. */
function newTransferReference(): string {
  return transferReferenceFrom(
    Array.from({ length: TRANSFER_REFERENCE_RANDOM_LENGTH }, () =>
      randomInt(0, TRANSFER_REFERENCE_ALPHABET.length),
    ),
  );
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
  if (total >= maximum) throw AppError.refused('deposit.tooManyOpenOrders', { count: total });
}

/** The name an order shows in the history: IMPS and UPI by rail, the others by the bank or wallet. */
function transferTypeName(card: TransferCardSetting): string {
  return card.type === 'imps' || card.type === 'upi' ? card.type.toUpperCase() : card.bankName;
}

/**
 * A transfer deposit to the operator's account of one rail (/recharge/createTransferOrder): the
 * account to pay, and how to prove the payment. A reference rail gives the order its own unique
 * reference for the transfer note; the open-order bound and the insert run under the player's lock.
 */
export async function createTransferOrder(
  deps: AppDeps,
  userId: number,
  input: { amount: number; type: TransferRail },
) {
  const decimals = deps.config.region.currencyDecimals;
  const { setting } = await openDepositContext(deps, userId);
  const card = findCard(setting, input.type);
  const amount = minorOf(input.amount, decimals);
  if (amount < BigInt(card.minMinor) || amount > BigInt(card.maxMinor)) {
    throw outOfRange(BigInt(card.minMinor), BigInt(card.maxMinor));
  }
  const bonus = setting.transfer.giftSwitch ? ratioOf(amount, setting.transfer.giftPpm) : 0n;
  const proof = transferProofOf(card.type);
  const { manualPendingMaxCount } = await getSetting(deps.db, 'app');
  const created = await insertWithFreshKeys(async () =>
    deps.db.transaction(async (tx) => {
      await checkOpenManualOrders(tx, userId, manualPendingMaxCount);
      // The order's time, read after the player lock: its limits are checked in the period it counts in.
      const now = deps.clock.now();
      await assertDepositAllowed(deps, tx, { userId, amount, now });
      const orderNo = newOrderNo('D', now);
      const reference = proof === 'reference' ? newTransferReference() : null;
      const remark = reference ?? transferRemark(userId);
      await tx.insert(depositOrders).values({
        orderNo,
        userId,
        kind: 'transfer',
        rail: card.type,
        typeName: transferTypeName(card),
        amount,
        bonus,
        wagerMultiple: setting.transfer.withdrawMulti,
        status: 'pending',
        bankName: card.bankName,
        accountHolder: card.accountHolder,
        ifscCode: card.ifscCode || null,
        accountNo: card.accountNo || null,
        upi: card.upi,
        reference,
        remark,
        createdAt: now,
      });
      return { orderNo, reference, remark };
    }),
  );
  const { remark } = created;
  return {
    orderNo: created.orderNo,
    amount: toMajorNumber(amount, decimals),
    bonus: toMajorNumber(bonus, decimals),
    remark,
    reference: created.reference,
    account: {
      type: card.type,
      proof,
      bankName: card.bankName,
      accountNo: card.accountNo,
      ifscCode: card.ifscCode,
      accountHolder: card.accountHolder,
      upi: card.upi,
      upiLink: upiLink(card, toMajorString(amount, decimals), created.orderNo, remark),
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
  if (!order || order.userId !== userId) throw AppError.notFound('order.notFound');
  if (!MANUAL_KINDS.includes(order.kind)) throw AppError.refused('deposit.notByUtr');
  return order;
}

/** Refuses a proof the order's rail does not take (a UTR for a JazzCash transfer, say). */
function expectProof(order: DepositOrderRow, proof: TransferProof): void {
  if (proofOfOrder(order) !== proof) throw AppError.refused(PROOF_REFUSALS[proof]);
}

const PROOF_REFUSALS = {
  utr: 'deposit.notPaidByUtr',
  reference: 'deposit.notPaidByReference',
  transactionId: 'deposit.notPaidByTransactionId',
} as const satisfies Record<TransferProof, MessageKey>;

/** The player's UTR for a transfer; each UTR once across all players (/recharge/submitUtr). */
export async function submitUtr(deps: AppDeps, userId: number, input: { orderNo: string; utr: string }) {
  try {
    return await deps.db.transaction(async (tx) => {
      const order = await lockOwnManualOrder(tx, userId, input.orderNo);
      expectProof(order, 'utr');
      if (order.utr === input.utr) return { orderNo: order.orderNo, status: order.status as 'review' };
      if (order.status !== 'pending') throw AppError.refused('deposit.utrSubmitted');
      await tx
        .update(depositOrders)
        .set({ utr: input.utr, utrSubmittedAt: deps.clock.now(), status: 'review' })
        .where(eq(depositOrders.id, order.id));
      return { orderNo: order.orderNo, status: 'review' as const };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'deposit_orders_utr_key')) throw AppError.conflict('deposit.utrTaken');
    throw error;
  }
}

/**
 * The player says a reference transfer is sent (/recharge/confirmTransfer): the order goes to the
 * operator's review queue, where its reference is matched against the bank statement. Saying it
 * twice is answered like the first time.
 */
export async function confirmTransfer(deps: AppDeps, userId: number, input: { orderNo: string }) {
  return deps.db.transaction(async (tx) => {
    const order = await lockOwnManualOrder(tx, userId, input.orderNo);
    expectProof(order, 'reference');
    if (order.status === 'review') return { orderNo: order.orderNo, status: 'review' as const };
    if (order.status !== 'pending') throw AppError.refused('deposit.orderProcessed');
    await tx
      .update(depositOrders)
      .set({ status: 'review', utrSubmittedAt: deps.clock.now() })
      .where(eq(depositOrders.id, order.id));
    return { orderNo: order.orderNo, status: 'review' as const };
  });
}

/** The refusal for a transaction id that breaks its rail's rule (the contract's, which the app checks too). */
function transactionIdRefusal(rail: TransferRail, problem: TransactionIdProblem): AppError {
  const rule = transactionIdRuleOf(rail);
  if (problem === 'empty' || !rule) return AppError.badRequest('transactionId', 'field.transactionIdEmpty');
  const length = { min: rule.minLength, max: rule.maxLength };
  return rule.kind === 'digits'
    ? AppError.badRequest('transactionId', 'field.transactionIdDigits', length)
    : AppError.badRequest('transactionId', 'field.transactionIdCharacters', length);
}

/**
 * The transaction id of a wallet or IBFT receipt (/recharge/submitTransactionId): checked by the
 * rail's rule, used once per rail across all players (a unique index decides a race), then the
 * order waits for the operator.
 */
export async function submitTransactionId(
  deps: AppDeps,
  userId: number,
  input: { orderNo: string; transactionId: string },
) {
  const transactionId = normalizeTransactionId(input.transactionId);
  try {
    return await deps.db.transaction(async (tx) => {
      const order = await lockOwnManualOrder(tx, userId, input.orderNo);
      expectProof(order, 'transactionId');
      const rail = order.rail as TransferRail;
      const problem = transactionIdProblem(rail, transactionId);
      if (problem) throw transactionIdRefusal(rail, problem);
      if (order.transactionId === transactionId)
        return { orderNo: order.orderNo, status: order.status as 'review' };
      if (order.status !== 'pending') throw AppError.refused('deposit.transactionIdSubmitted');
      await tx
        .update(depositOrders)
        .set({ transactionId, utrSubmittedAt: deps.clock.now(), status: 'review' })
        .where(eq(depositOrders.id, order.id));
      return { orderNo: order.orderNo, status: 'review' as const };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'deposit_orders_transaction_key'))
      throw AppError.conflict('deposit.transactionIdTaken');
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
  if (!setting.fillOrderSwitch) throw AppError.refused('deposit.selfServiceUnavailable');
  const card = findCard(setting, input.type);
  const amount = minorOf(input.amount, decimals);
  if (amount < BigInt(card.minMinor) || amount > BigInt(card.maxMinor)) {
    throw outOfRange(BigInt(card.minMinor), BigInt(card.maxMinor));
  }
  const { manualPendingMaxCount } = await getSetting(deps.db, 'app');
  try {
    return await deps.db.transaction(async (tx) => {
      await checkOpenManualOrders(tx, userId, manualPendingMaxCount);
      const now = deps.clock.now();
      await assertDepositAllowed(deps, tx, { userId, amount, now });
      const orderNo = newOrderNo('D', now);
      await tx.insert(depositOrders).values({
        orderNo,
        userId,
        kind: 'self',
        rail: input.type,
        typeName: input.type.toUpperCase(),
        amount,
        bonus: setting.transfer.giftSwitch ? ratioOf(amount, setting.transfer.giftPpm) : 0n,
        wagerMultiple: setting.transfer.withdrawMulti,
        status: 'review',
        utr: input.utr,
        utrSubmittedAt: now,
        bankName: card.bankName,
        accountHolder: card.accountHolder,
        ifscCode: card.ifscCode || null,
        accountNo: card.accountNo || null,
        upi: card.upi,
        remark: transferRemark(userId),
        createdAt: now,
      });
      return { orderNo, status: 'review' as const };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'deposit_orders_utr_key')) throw AppError.conflict('deposit.utrTaken');
    throw error;
  }
}

/** Stores the receipt screenshot of a manual order after checking its real type and size. */
export async function uploadReceipt(
  deps: AppDeps,
  userId: number,
  input: { orderNo: string; image: string },
) {
  const { contentType, base64, byteSize } = readImageDataUrl(input.image, 'image', RECEIPT_MAX_BYTES);
  await deps.db.transaction(async (tx) => {
    const order = await lockOwnManualOrder(tx, userId, input.orderNo);
    if (!OPEN_STATUSES.includes(order.status)) throw AppError.refused('deposit.orderProcessed');
    await tx
      .insert(depositReceipts)
      .values({
        orderNo: order.orderNo,
        contentType,
        content: base64,
        byteSize,
        createdAt: deps.clock.now(),
      })
      .onConflictDoUpdate({
        target: depositReceipts.orderNo,
        set: { contentType, content: base64, byteSize, createdAt: deps.clock.now() },
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
  order: { amount: bigint; createdAt: Date; utrSubmittedAt: Date | null; kind: string; utr: string | null },
  rule: DepositSetting['selfServiceBonus'],
): bigint {
  // A UTR order only: the bonus makes up for the wait until the UTR and screenshot come.
  if (order.kind !== 'transfer' || !order.utr || !order.utrSubmittedAt) return 0n;
  const periods = Math.floor(
    (order.utrSubmittedAt.getTime() - order.createdAt.getTime()) / (rule.periodHours * 3_600_000),
  );
  const ppm = Math.min(rule.maxPpm, Math.max(0, periods) * rule.ratePpmPerPeriod);
  return ratioOf(order.amount, ppm);
}

export type ReviewDecision =
  | { ok: true; status: string }
  | { ok: false; status: string; problem: 'decided' | 'amountDiffers' };

/**
 * Whether a manual order waits for an operator: in review, or a reference transfer still pending
 * (the operator may find the money on the statement before the player says it was sent).
 */
export function isAwaitingOperator(order: Pick<DepositOrderRow, 'status' | 'rail'>): boolean {
  return order.status === 'review' || (order.status === 'pending' && proofOfOrder(order) === 'reference');
}

/**
 * Operator approval of a transfer: credits exactly once, even when approvals race, and only while
 * the order waits (isAwaitingOperator). With expectedAmount (a bank statement line) the order's
 * amount must still be that amount, checked under the lock. Staff never approve a deposit to their
 * own player account (403 operator.ownPlayerAccount), as with withdrawals.
 */
export async function approveTransfer(
  deps: AppDeps,
  orderNo: string,
  reviewer: { username: string; playerUserId: number | null },
  options: {
    expectedAmount?: bigint;
    onApproved?: (tx: Database, creditedAmount: string) => Promise<void>;
  } = {},
): Promise<ReviewDecision> {
  const setting = await getSetting(deps.db, 'deposit');
  return deps.db.transaction(async (tx) => {
    const order = await lockDepositOrder(tx, orderNo);
    if (!order || !MANUAL_KINDS.includes(order.kind))
      throw AppError.notFound('operator.noSuchTransferDeposit');
    if (!isAwaitingOperator(order)) return { ok: false, status: order.status, problem: 'decided' };
    if (options.expectedAmount !== undefined && order.amount !== options.expectedAmount)
      return { ok: false, status: order.status, problem: 'amountDiffers' };
    if (reviewer.playerUserId !== null && reviewer.playerUserId === order.userId)
      throw AppError.forbidden('operator.ownPlayerAccount');
    const creditedAt = deps.clock.now();
    const { creditedAmount } = await creditDeposit(tx, order, {
      extraBonusMinor: selfServiceBonus(order, setting.selfServiceBonus),
      finalStatus: 'succeeded',
      at: creditedAt,
      reviewedBy: reviewer.username,
      timeZone: deps.config.region.timeZone,
    });
    // Money that came after the fact, over a limit or during a break: staff see it (decision 022).
    await flagDepositAfterTheFact(deps, tx, order, creditedAt);
    await options.onApproved?.(tx, toMajorString(creditedAmount, deps.config.region.currencyDecimals));
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
    if (!order || !MANUAL_KINDS.includes(order.kind))
      throw AppError.notFound('operator.noSuchTransferDeposit');
    if (!OPEN_STATUSES.includes(order.status)) return { ok: false, status: order.status, problem: 'decided' };
    await tx
      .update(depositOrders)
      .set({ status: 'rejected', rejectReason: reason, reviewedBy: reviewer })
      .where(eq(depositOrders.id, order.id));
    await onRejected(tx);
    return { ok: true, status: 'rejected' };
  });
}
