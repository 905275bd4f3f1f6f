import { randomBytes, randomInt } from 'node:crypto';
import { toMajorString, toMinorUnits } from '@fairplay/contract/money';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { sandboxCallbacks, sandboxOrders, sandboxPayouts } from '../../db/schema.ts';
import type { AppDeps } from '../../kernel/context.ts';
import {
  type CallbackCheck,
  type GatewayPaymentStatus,
  type PaymentGateway,
  PayoutOutcomeUnknownError,
} from '../../platform/payment-gateway.ts';
import { buildQrisPayload } from './qris.ts';
import { CALLBACK_MAX_AGE_MS, isSignatureValid, SIGNATURE_HEADER, TIMESTAMP_HEADER } from './signature.ts';

export const SANDBOX_GATEWAY = 'sandbox';
export const CALLBACK_PATH = '/api/recharge/callback/sandbox';
export const PAYOUT_CALLBACK_PATH = '/api/withdraw/callback/sandbox';

/**
 * How the sandbox treats payout accounts, so tests and demos can reach every outcome: a number
 * ending in 0000 is refused by the bank (FAILED); one ending in 9999 is paid but the gateway's
 * answer is lost (outcome unknown, no callback, found by reconciliation); others are paid.
 */
export const SANDBOX_FAILING_ACCOUNT_SUFFIX = '0000';
export const SANDBOX_LOST_ANSWER_ACCOUNT_SUFFIX = '9999';

const ZCallbackBody = z.object({
  type: z.enum(['payment', 'payout']).default('payment'),
  eventId: z.string().min(1).max(64),
  orderNo: z.string().min(1).max(64),
  gatewayOrderId: z.string().min(1).max(64),
  status: z.enum(['SUCCESS', 'FAILED']),
  amount: z.string().regex(/^\d+(\.\d+)?$/),
  currency: z.string(),
  occurredAt: z.string(),
});
export type SandboxCallbackBody = z.infer<typeof ZCallbackBody>;

/** A payer's attempt: the order's status after it, or EXPIRED for a QRIS past its time (nothing paid). */
export type SandboxPayStatus = GatewayPaymentStatus | 'EXPIRED';

export interface SandboxGateway extends PaymentGateway {
  /** The payer's decision on the checkout page (or in the QRIS payer); queues the signed callbacks. */
  pay(
    orderNo: string,
    outcome: 'success' | 'fail',
  ): Promise<{ status: SandboxPayStatus; returnUrl: string } | null>;
  findOrder(orderNo: string): Promise<typeof sandboxOrders.$inferSelect | undefined>;
  /** Called when callbacks are queued, so a delivery worker can send them at once. */
  onQueued: (() => void) | null;
}

type GatewayDeps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

/**
 * The payment gateway that ships with the product: a checkout page where the payer taps Pay or
 * Fail, and signed callbacks delivered at least once — retried, sometimes duplicated, and so
 * sometimes out of order — exactly like the real gateways it stands in for.
 */
export function createSandboxGateway(deps: GatewayDeps): SandboxGateway {
  const decimals = deps.config.region.currencyDecimals;
  const gateway: SandboxGateway = {
    name: SANDBOX_GATEWAY,
    onQueued: null,

    async createOrder(order) {
      const gatewayOrderId = `SBX${randomBytes(8).toString('hex').toUpperCase()}`;
      const isQris = order.method === 'qris';
      if (isQris && !order.expiresAt) throw new Error('a QRIS order needs its expiry');
      const qrPayload = isQris
        ? buildQrisPayload({
            orderNo: order.orderNo,
            gatewayOrderId,
            amountMajor: toMajorString(order.amountMinor, decimals),
            currency: order.currency,
            countryCode: deps.config.region.code,
          })
        : null;
      await deps.db.insert(sandboxOrders).values({
        orderNo: order.orderNo,
        gatewayOrderId,
        amount: order.amountMinor,
        currency: order.currency,
        description: order.description,
        notifyUrl: `${deps.config.sandboxCallbackBaseUrl}${CALLBACK_PATH}`,
        returnUrl: order.returnUrl,
        status: 'PENDING',
        method: isQris ? 'qris' : 'checkout',
        qrPayload,
        expiresAt: isQris ? order.expiresAt : null,
        createdAt: deps.clock.now(),
      });
      return {
        gatewayOrderId,
        payUrl: `/sandbox-pay/orders/${encodeURIComponent(order.orderNo)}`,
        qrPayload,
      };
    },

    findOrder: async (orderNo) => {
      const [row] = await deps.db
        .select()
        .from(sandboxOrders)
        .where(eq(sandboxOrders.orderNo, orderNo))
        .limit(1);
      return row;
    },

    async pay(orderNo, outcome) {
      const now = deps.clock.now();
      const result = await deps.db.transaction(async (tx) => {
        const [order] = await tx
          .select()
          .from(sandboxOrders)
          .where(eq(sandboxOrders.orderNo, orderNo))
          .for('update');
        if (!order) return null;
        // A paid order stays paid; a failed one may be paid on a second try.
        if (order.status === 'SUCCESS' || (order.status === 'FAILED' && outcome === 'fail')) {
          return { status: order.status as GatewayPaymentStatus, returnUrl: order.returnUrl };
        }
        // A QRIS past its time cannot be paid: the payer's app would refuse the scan.
        if (order.expiresAt && now.getTime() >= order.expiresAt.getTime()) {
          return { status: 'EXPIRED' as const, returnUrl: order.returnUrl };
        }
        const status = outcome === 'success' ? 'SUCCESS' : 'FAILED';
        await tx
          .update(sandboxOrders)
          .set({ status, settledAt: now })
          .where(eq(sandboxOrders.orderNo, orderNo));
        const body: SandboxCallbackBody = {
          type: 'payment',
          eventId: `EV${randomBytes(8).toString('hex').toUpperCase()}`,
          orderNo,
          gatewayOrderId: order.gatewayOrderId,
          status,
          amount: toMajorString(order.amount, decimals),
          currency: order.currency,
          occurredAt: now.toISOString(),
        };
        const rawBody = JSON.stringify(body);
        const copies = randomInt(0, 100) < deps.config.sandboxDuplicatePercent ? 2 : 1;
        for (let copy = 0; copy < copies; copy += 1) {
          await tx.insert(sandboxCallbacks).values({
            eventId: body.eventId,
            orderNo,
            notifyUrl: order.notifyUrl,
            body: rawBody,
            nextAttemptAt: new Date(now.getTime() + copy * randomInt(500, 5_000)),
            createdAt: now,
          });
        }
        return { status: status as SandboxPayStatus, returnUrl: order.returnUrl };
      });
      if (result && result.status !== 'EXPIRED') gateway.onQueued?.();
      return result;
    },

    verifyCallback(headers, rawBody, now): CallbackCheck {
      const signature = headers[SIGNATURE_HEADER];
      const timestamp = Number(headers[TIMESTAMP_HEADER]);
      if (typeof signature !== 'string' || !Number.isSafeInteger(timestamp))
        return { ok: false, reason: 'signature' };
      if (!isSignatureValid(deps.config.sandboxGatewaySecret, timestamp, rawBody, signature)) {
        return { ok: false, reason: 'signature' };
      }
      if (Math.abs(now.getTime() - timestamp) > CALLBACK_MAX_AGE_MS) return { ok: false, reason: 'stale' };
      let parsed: SandboxCallbackBody;
      try {
        parsed = ZCallbackBody.parse(JSON.parse(rawBody));
      } catch {
        return { ok: false, reason: 'malformed' };
      }
      const amountMinor = toMinorUnits(Number(parsed.amount), decimals);
      if (amountMinor === null) return { ok: false, reason: 'malformed' };
      return {
        ok: true,
        event: {
          type: parsed.type,
          eventId: parsed.eventId,
          orderNo: parsed.orderNo,
          gatewayOrderId: parsed.gatewayOrderId,
          status: parsed.status,
          amountMinor,
          occurredAt: new Date(parsed.occurredAt),
        },
      };
    },

    async queryStatus(orderNo) {
      const order = await gateway.findOrder(orderNo);
      return order ? { status: order.status as GatewayPaymentStatus, amountMinor: order.amount } : null;
    },

    async payout(request) {
      const now = deps.clock.now();
      const payoutId = `SBP${randomBytes(8).toString('hex').toUpperCase()}`;
      const isRefused = request.accountNumber.endsWith(SANDBOX_FAILING_ACCOUNT_SUFFIX);
      const isAnswerLost = request.accountNumber.endsWith(SANDBOX_LOST_ANSWER_ACCOUNT_SUFFIX);
      const status = isRefused ? 'FAILED' : 'SUCCESS';
      const existing = await deps.db
        .select()
        .from(sandboxPayouts)
        .where(eq(sandboxPayouts.orderNo, request.orderNo))
        .limit(1);
      if (existing[0]) return { payoutId: existing[0].payoutId };
      await deps.db.transaction(async (tx) => {
        await tx.insert(sandboxPayouts).values({
          orderNo: request.orderNo,
          payoutId,
          amount: request.amountMinor,
          accountNumber: request.accountNumber,
          status,
          createdAt: now,
        });
        if (isAnswerLost) return;
        const body: SandboxCallbackBody = {
          type: 'payout',
          eventId: `EV${randomBytes(8).toString('hex').toUpperCase()}`,
          orderNo: request.orderNo,
          gatewayOrderId: payoutId,
          status,
          amount: toMajorString(request.amountMinor, decimals),
          currency: request.currency,
          occurredAt: now.toISOString(),
        };
        const rawBody = JSON.stringify(body);
        const copies = randomInt(0, 100) < deps.config.sandboxDuplicatePercent ? 2 : 1;
        for (let copy = 0; copy < copies; copy += 1) {
          await tx.insert(sandboxCallbacks).values({
            eventId: body.eventId,
            orderNo: request.orderNo,
            notifyUrl: `${deps.config.sandboxCallbackBaseUrl}${PAYOUT_CALLBACK_PATH}`,
            body: rawBody,
            nextAttemptAt: new Date(now.getTime() + copy * randomInt(500, 5_000)),
            createdAt: now,
          });
        }
      });
      if (isAnswerLost) throw new PayoutOutcomeUnknownError('The payout gateway did not answer in time');
      gateway.onQueued?.();
      return { payoutId };
    },

    async queryPayout(orderNo) {
      const [payout] = await deps.db
        .select()
        .from(sandboxPayouts)
        .where(eq(sandboxPayouts.orderNo, orderNo))
        .limit(1);
      return payout ? { status: payout.status as GatewayPaymentStatus, amountMinor: payout.amount } : null;
    },
  };
  return gateway;
}

/** Counts callbacks the sandbox still has to deliver (tests and operations). */
export async function pendingCallbackCount(deps: Pick<AppDeps, 'db'>): Promise<number> {
  const [row] = await deps.db
    .select({ total: sql<number>`count(*)::int` })
    .from(sandboxCallbacks)
    .where(sql`${sandboxCallbacks.deliveredAt} is null`);
  return row?.total ?? 0;
}
