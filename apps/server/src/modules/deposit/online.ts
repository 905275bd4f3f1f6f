import { type DepositRail, METHOD_TYPES, QRIS_EXPIRY_MINUTES } from '@fairplay/contract/deposit-rails';
import { toMajorNumber } from '@fairplay/contract/money';
import { and, count, eq, gte, inArray, isNotNull, lt } from 'drizzle-orm';
import { depositOrders } from '../../db/schema.ts';
import { AppError } from '../../kernel/app-error.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { lockPlayer } from '../../ledger/player-lock.ts';
import type { GatewayEvent, PaymentGateway } from '../../platform/payment-gateway.ts';
import { assertDepositAllowed, flagDepositAfterTheFact } from '../rg/index.ts';
import { minorOf, onlineBonus, ratioOf, toCoins } from './amounts.ts';
import { creditDeposit, type DepositOrderRow, lockDepositOrder } from './credit.ts';
import { insertWithFreshKeys, newOrderNo, openDepositContext, outOfRange } from './guards.ts';

/**
 * Gateway orders a player may open in 10 minutes (config depositGatewayOrdersPer10Minutes): an unpaid
 * checkout never closes by itself, so the bound is on new orders (each one also costs a call to the
 * gateway), not on open ones.
 */
const GATEWAY_ORDER_WINDOW_MS = 10 * 60_000;

/** The gateway online deposits go through; refused with a stable state when none is configured. */
function depositGateway(deps: AppDeps): PaymentGateway {
  if (!deps.gateway) throw AppError.unavailable('deposit.onlineUnavailable');
  return deps.gateway;
}

function orderDetailUrl(orderNo: string): string {
  return `/pages/wallet/DepositOrderDetail?orderNo=${orderNo}`;
}

/**
 * Inserts a pending order, then registers it with the gateway; retries a rare order-number clash.
 * A QRIS order carries its expiry to the gateway and keeps the QR payload the gateway made.
 */
async function openGatewayOrder(
  deps: AppDeps,
  gateway: PaymentGateway,
  values: Omit<typeof depositOrders.$inferInsert, 'orderNo' | 'status' | 'createdAt' | 'gateway'>,
  description: string,
): Promise<{ orderNo: string; payUrl: string; qrPayload: string | null }> {
  const orderNo = await insertWithFreshKeys(async () =>
    deps.db.transaction(async (tx) => {
      // Counted and inserted under the player's lock: parallel requests cannot pass the bound together.
      await lockPlayer(tx, values.userId);
      // The order's time is read after the lock, so its limits are checked in the period it counts in.
      const now = deps.clock.now();
      // The player's own deposit limits and any break they took, before the gateway hears of it.
      await assertDepositAllowed(deps, tx, { userId: values.userId, amount: values.amount, now });
      const [recent] = await tx
        .select({ total: count() })
        .from(depositOrders)
        .where(
          and(
            eq(depositOrders.userId, values.userId),
            isNotNull(depositOrders.gateway),
            gte(depositOrders.createdAt, new Date(now.getTime() - GATEWAY_ORDER_WINDOW_MS)),
          ),
        );
      const total = recent?.total ?? 0;
      if (total >= deps.config.depositGatewayOrdersPer10Minutes)
        throw AppError.refused('deposit.tooManyOpenOrders', { count: total });
      const number = newOrderNo('D', now);
      await tx
        .insert(depositOrders)
        .values({ ...values, orderNo: number, status: 'pending', gateway: gateway.name, createdAt: now });
      return number;
    }),
  );
  const created = await gateway.createOrder({
    orderNo,
    amountMinor: values.amount,
    currency: deps.config.region.currency,
    description,
    returnUrl: orderDetailUrl(orderNo),
    ...(values.rail === 'qris' && values.expiresAt
      ? { method: 'qris' as const, expiresAt: values.expiresAt }
      : {}),
  });
  const qrPayload = created.qrPayload ?? null;
  await deps.db
    .update(depositOrders)
    .set({ gatewayOrderId: created.gatewayOrderId, payUrl: created.payUrl, qrPayload })
    .where(eq(depositOrders.orderNo, orderNo));
  return { orderNo, payUrl: created.payUrl, qrPayload };
}

/** The rail of an online channel: its own V/A tab, a dynamic QRIS, or the gateway's checkout page. */
function railOfChannel(type: number): DepositRail {
  if (type === METHOD_TYPES.virtualAccount) return 'va';
  if (type === METHOD_TYPES.qris) return 'qris';
  return 'gateway';
}

/** An online or virtual-account deposit through the gateway (/recharge/createRechargeOrder). */
export async function createOnlineOrder(
  deps: AppDeps,
  userId: number,
  input: { amount: number; depositMethod: number; bankId?: number | null | undefined },
) {
  const gateway = depositGateway(deps);
  const decimals = deps.config.region.currencyDecimals;
  const { setting, player } = await openDepositContext(deps, userId);
  const amount = minorOf(input.amount, decimals);
  const channel = setting.channels.find(
    (candidate) => candidate.id === input.depositMethod && candidate.isEnabled,
  );
  if (!channel) throw AppError.badRequest('depositMethod', 'deposit.methodUnavailable');
  if (channel.type !== METHOD_TYPES.virtualAccount && !setting.giftSwitch)
    throw AppError.refused('deposit.onlinePaymentUnavailable');
  if (amount < BigInt(channel.minMinor) || amount > BigInt(channel.maxMinor)) {
    throw outOfRange(BigInt(channel.minMinor), BigInt(channel.maxMinor));
  }
  let bankName: string | null = null;
  if (channel.type === METHOD_TYPES.virtualAccount) {
    const bank =
      setting.vaBanks.find((candidate) => candidate.id === input.bankId) ??
      setting.vaBanks.find((candidate) => candidate.isDefault);
    if (!bank) throw AppError.badRequest('bankId', 'deposit.chooseBank');
    bankName = bank.name;
  }
  const mode = player.abMode === 'B' ? setting.typeB : setting.typeA;
  const bonus = onlineBonus(mode, amount, setting.giftSwitch);
  const rail = railOfChannel(channel.type);
  const expiresAt =
    rail === 'qris' ? new Date(deps.clock.now().getTime() + QRIS_EXPIRY_MINUTES * 60_000) : null;
  const { orderNo, payUrl, qrPayload } = await openGatewayOrder(
    deps,
    gateway,
    {
      userId,
      kind: rail === 'va' ? 'va' : 'online',
      rail,
      // A virtual account names its bank: "BCA Virtual Account".
      typeName: bankName ? `${bankName} ${channel.name}` : channel.name,
      channelId: channel.id,
      amount,
      bonus,
      wagerMultiple: mode.withdrawMulti,
      bankName,
      expiresAt,
    },
    `Deposit with ${channel.name}`,
  );
  return {
    orderNo,
    payUrl,
    amount: toMajorNumber(amount, decimals),
    bonus: toMajorNumber(bonus, decimals),
    rail,
    qrPayload,
    expiresAt: expiresAt?.toISOString() ?? null,
  };
}

/** A crypto deposit: the local amount converts to coins at the configured rate (/recharge/createCryptoOrder). */
export async function createCryptoOrder(
  deps: AppDeps,
  userId: number,
  input: { amount: number; coinId: number },
) {
  const gateway = depositGateway(deps);
  const decimals = deps.config.region.currencyDecimals;
  const { setting, player } = await openDepositContext(deps, userId);
  if (!setting.crypto.isEnabled) throw AppError.refused('deposit.cryptoUnavailable');
  const coin = setting.crypto.coins.find((candidate) => candidate.id === input.coinId);
  if (!coin) throw AppError.badRequest('coinId', 'deposit.coinUnavailable');
  const amount = minorOf(input.amount, decimals);
  const { coinAmount, isWithinLimits } = toCoins(amount, coin);
  if (!isWithinLimits)
    throw AppError.refused('deposit.coinRange', {
      min: String(coin.minCoin),
      max: String(coin.maxCoin),
      coin: coin.crypto,
    });
  const bonus = ratioOf(amount, setting.crypto.giftPpm);
  const mode = player.abMode === 'B' ? setting.typeB : setting.typeA;
  const { orderNo, payUrl } = await openGatewayOrder(
    deps,
    gateway,
    {
      userId,
      kind: 'crypto',
      rail: 'crypto',
      typeName: coin.crypto,
      channelId: coin.id,
      amount,
      bonus,
      wagerMultiple: mode.withdrawMulti,
      crypto: `${coin.crypto} (${coin.network})`,
      coinAmount,
      address: coin.address,
    },
    `Deposit ${coinAmount} ${coin.crypto}`,
  );
  return {
    orderNo,
    payUrl,
    amount: toMajorNumber(amount, decimals),
    bonus: toMajorNumber(bonus, decimals),
    crypto: coin.crypto,
    network: coin.network,
    coinAmount,
    address: coin.address,
  };
}

/**
 * Ends a QRIS order whose time has passed without a payment: pending becomes expired (the sandbox
 * refuses to pay it from then on). A payment that still arrives is credited: the money came.
 */
export async function expireOverdueOrder(deps: AppDeps, orderNo: string): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const order = await lockDepositOrder(tx, orderNo);
    const isOverdue =
      order?.status === 'pending' &&
      order.expiresAt !== null &&
      order.expiresAt.getTime() <= deps.clock.now().getTime();
    if (!order || !isOverdue) return false;
    await tx.update(depositOrders).set({ status: 'expired' }).where(eq(depositOrders.id, order.id));
    return true;
  });
}

export type CallbackOutcome =
  | 'credited'
  | 'duplicate'
  | 'failed'
  | 'ignored'
  | 'unknown_order'
  | 'amount_mismatch';

/**
 * Applies a verified gateway event. Success credits once (the order row is locked, the ledger keys
 * are the order number); a failure only moves a pending order; a success after a failure wins
 * (the money arrived). A paid amount that differs from the order sends it to review unpaid.
 */
export async function applyGatewayEvent(deps: AppDeps, event: GatewayEvent): Promise<CallbackOutcome> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const order = await lockDepositOrder(tx, event.orderNo);
    if (!order || !deps.gateway || order.gateway !== deps.gateway.name) return 'unknown_order';
    // The gateway's own id for the order must be the one it gave when the order was opened (it is
    // still null only in the moment between opening the order and storing the gateway's answer).
    if (order.gatewayOrderId !== null && event.gatewayOrderId !== order.gatewayOrderId) {
      deps.log.error(
        { orderNo: order.orderNo, gatewayOrderId: event.gatewayOrderId, expected: order.gatewayOrderId },
        'deposit callback names another gateway order',
      );
      return 'unknown_order';
    }
    if (order.status === 'success') return 'duplicate';
    if (event.status === 'FAILED') {
      if (order.status !== 'pending') return 'ignored';
      await tx.update(depositOrders).set({ status: 'failed' }).where(eq(depositOrders.id, order.id));
      return 'failed';
    }
    if (event.amountMinor !== order.amount) {
      await tx
        .update(depositOrders)
        .set({ status: 'review', remark: `Gateway paid ${event.amountMinor} minor units` })
        .where(eq(depositOrders.id, order.id));
      deps.log.error(
        { orderNo: order.orderNo, paid: String(event.amountMinor), expected: String(order.amount) },
        'deposit amount mismatch',
      );
      return 'amount_mismatch';
    }
    await creditDeposit(tx, order, {
      finalStatus: 'success',
      at: now,
      timeZone: deps.config.region.timeZone,
    });
    // Money that came after the fact, over a limit or during a break: staff see it (decision 022).
    await flagDepositAfterTheFact(deps, tx, order, now);
    return 'credited';
  });
}

/**
 * Reconciliation: asks the gateway about online orders still pending after `olderThanMs` and
 * applies what it says, so a callback lost for good still ends in the right state.
 */
export async function reconcilePendingDeposits(
  deps: AppDeps,
  olderThanMs = 10 * 60_000,
  limit = 100,
): Promise<number> {
  const gateway = deps.gateway;
  if (!gateway) return 0;
  const cutoff = new Date(deps.clock.now().getTime() - olderThanMs);
  const pending: Pick<DepositOrderRow, 'orderNo' | 'gatewayOrderId' | 'expiresAt'>[] = await deps.db
    .select({
      orderNo: depositOrders.orderNo,
      gatewayOrderId: depositOrders.gatewayOrderId,
      expiresAt: depositOrders.expiresAt,
    })
    .from(depositOrders)
    .where(
      and(
        inArray(depositOrders.kind, ['online', 'va', 'crypto']),
        eq(depositOrders.status, 'pending'),
        lt(depositOrders.createdAt, cutoff),
      ),
    )
    .orderBy(depositOrders.id)
    .limit(limit);
  let settled = 0;
  for (const order of pending) {
    const status = await gateway.queryStatus(order.orderNo);
    if (!status || status.status === 'PENDING') {
      if (order.expiresAt && (await expireOverdueOrder(deps, order.orderNo))) settled += 1;
      continue;
    }
    const outcome = await applyGatewayEvent(deps, {
      type: 'payment',
      eventId: `reconcile:${order.orderNo}`,
      orderNo: order.orderNo,
      gatewayOrderId: order.gatewayOrderId ?? '',
      status: status.status,
      amountMinor: status.amountMinor,
      occurredAt: deps.clock.now(),
    });
    if (outcome === 'credited' || outcome === 'failed') settled += 1;
  }
  return settled;
}
