import { toMajorNumber } from '@fairplay/contract';
import type { Database } from '../../db/client.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { blockRefusal, playerBlockOf } from '../../kernel/player-block.ts';
import { recordHarmMarker } from './cases.ts';
import { limitsInForce } from './limits.ts';
import { periodWindow } from './periods.ts';
import { usageReader } from './usage.ts';

/**
 * The order a credit is about, as the deposit module holds it; `createdAt` null for money that is
 * no order (staff's deposit correction): no limit's use counts it yet.
 */
export interface CreditedOrder {
  orderNo: string;
  userId: number;
  amount: bigint;
  createdAt: Date | null;
}

/**
 * Flags for staff a deposit credited at `at`, in the credit's transaction under the player lock:
 * money that arrives after the fact (a transfer matched later, a late gateway payment) is credited
 * as it comes, and when it arrives during a time-out or self-exclusion, or takes the player over a
 * deposit limit in force now (counted as deposited now: in the periods of `at`, besides the orders
 * those periods already count), a marker with the order number goes on the player's case. An order
 * checked at its creation and paid in the same periods never exceeds its limits, so it is not flagged.
 */
export async function flagDepositAfterTheFact(deps: AppDeps, tx: Database, order: CreditedOrder, at: Date) {
  const decimals = deps.config.region.currencyDecimals;
  const major = (minor: bigint) => toMajorNumber(minor, decimals);
  const player = await playerBlockOf(tx, order.userId);
  if (player && blockRefusal(player, at) !== null) {
    await recordHarmMarker(tx, {
      userId: order.userId,
      kind: 'depositDuringBreak',
      reference: order.orderNo,
      details: { orderNo: order.orderNo, amount: major(order.amount), breakKind: player.rgBlockKind },
      at,
    });
  }
  const usedOf = usageReader(tx, order.userId, at);
  const exceeded: Record<string, unknown>[] = [];
  for (const limit of await limitsInForce(tx, order.userId, ['deposit'])) {
    const window = periodWindow(limit.period as 'day' | 'week' | 'month', at, deps.config.region.timeZone);
    const isCounted =
      order.createdAt !== null && order.createdAt >= window.start && order.createdAt < window.end;
    const used = (await usedOf('deposit', window)) + (isCounted ? 0n : order.amount);
    if (used > limit.amount)
      exceeded.push({ period: limit.period, limit: major(limit.amount), used: major(used) });
  }
  if (exceeded.length === 0) return;
  await recordHarmMarker(tx, {
    userId: order.userId,
    kind: 'depositOverLimit',
    reference: order.orderNo,
    details: { orderNo: order.orderNo, amount: major(order.amount), limits: exceeded },
    at,
  });
}
