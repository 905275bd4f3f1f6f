import {
  isValidSessionMinutes,
  LIMIT_PERIODS,
  type LimitKind,
  type LimitPeriod,
  RAISE_CONFIRM_DAYS,
  SESSION_LIMIT_MAX_MINUTES,
  selfExclusionChoices,
  type TLimit,
  toMajorNumber,
  toMinorUnits,
} from '@fairplay/contract';
import { and, eq, gt, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rgLimitRequests, rgLimits } from '../../db/schema.ts';
import { AppError } from '../../kernel/app-error.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { lockPlayer } from '../../ledger/player-lock.ts';
import { getSetting } from '../settings/index.ts';
import { periodWindow } from './periods.ts';
import { usageReader } from './usage.ts';

type LimitRow = typeof rgLimits.$inferSelect;

/** Who changes a limit: the player (any change), or staff (lowering only). */
export type LimitActor =
  | { kind: 'player' }
  | {
      kind: 'staff';
      username: string;
      /**
       * Writes the staff action's audit row in the change's transaction, after every other lock:
       * the limit as it was (amount and any raise waiting, which a lowering drops) and as it is.
       */
      audit: (
        tx: Database,
        limit: TLimit,
        before: { amount: number | null; pendingAmount: number | null; hadPending: boolean },
      ) => Promise<void>;
    };

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** A raise waiting past its confirmation window has lapsed: it is as if it was never asked. */
function pendingOf(row: LimitRow, now: Date) {
  if (!row.pendingFrom || !row.pendingUntil) return null;
  if (now > row.pendingUntil) return null;
  return {
    amount: row.pendingRemove ? null : row.pendingAmount,
    from: row.pendingFrom,
    until: row.pendingUntil,
  };
}

/** A limit's figures in wire units: money in major units, a session limit in minutes. */
function wireAmount(deps: AppDeps, kind: LimitKind, minor: bigint): number {
  return kind === 'session' ? Number(minor) : toMajorNumber(minor, deps.config.region.currencyDecimals);
}

type UsedOf = ReturnType<typeof usageReader>;

async function describeLimit(deps: AppDeps, usedOf: UsedOf, row: LimitRow, now: Date): Promise<TLimit> {
  const kind = row.kind as LimitKind;
  const period = row.period as LimitPeriod;
  const window = periodWindow(period, now, deps.config.region.timeZone);
  const used = await usedOf(kind, window);
  const shownUsed = used > 0n ? used : 0n;
  const left = row.amount === null ? null : row.amount > shownUsed ? row.amount - shownUsed : 0n;
  const pending = pendingOf(row, now);
  return {
    kind,
    period,
    amount: row.amount === null ? null : wireAmount(deps, kind, row.amount),
    used: wireAmount(deps, kind, shownUsed),
    left: left === null ? null : wireAmount(deps, kind, left),
    resetsAt: window.end.toISOString(),
    pending: pending
      ? {
          amount: pending.amount === null ? null : wireAmount(deps, kind, pending.amount),
          activeFrom: pending.from.toISOString(),
          confirmBy: pending.until.toISOString(),
          canConfirm: now >= pending.from,
        }
      : null,
  };
}

const KIND_ORDER: Record<LimitKind, number> = { deposit: 0, loss: 1, wager: 2, session: 3 };

/** The player's limits (set or waiting for a raise), what is left of each now, and the settings they follow. */
export async function readLimits(deps: AppDeps, userId: number) {
  const now = deps.clock.now();
  const [rows, setting] = await Promise.all([
    deps.db.select().from(rgLimits).where(eq(rgLimits.userId, userId)),
    getSetting(deps.db, 'playerProtection'),
  ]);
  const shown = rows
    .filter((row) => row.amount !== null || pendingOf(row, now) !== null)
    .sort(
      (a, b) =>
        KIND_ORDER[a.kind as LimitKind] - KIND_ORDER[b.kind as LimitKind] ||
        LIMIT_PERIODS.indexOf(a.period as LimitPeriod) - LIMIT_PERIODS.indexOf(b.period as LimitPeriod),
    );
  const usedOf = usageReader(deps.db, userId, now);
  const limits: TLimit[] = [];
  for (const row of shown) limits.push(await describeLimit(deps, usedOf, row, now));
  return {
    limits,
    coolingOffHours: setting.coolingOffHours,
    realityCheckMinutes: setting.realityCheckMinutes,
    selfExclusionChoices: selfExclusionChoices(setting.minSelfExclusionMonths),
  };
}

/** A limit's raise requests are recorded at most once in this long (for the harm markers). */
const LIMIT_REQUEST_RECORD_MS = 3_600_000;

/** The amount asked for in minor units (minutes for a session limit); null removes. */
function requestedAmount(
  deps: AppDeps,
  kind: LimitKind,
  period: LimitPeriod,
  amount: number | null,
): bigint | null {
  if (amount === null) return null;
  if (kind === 'session') {
    if (!isValidSessionMinutes(amount, period))
      throw AppError.badRequest('amount', 'field.sessionMinutes', { max: SESSION_LIMIT_MAX_MINUTES[period] });
    return BigInt(amount);
  }
  const minor = toMinorUnits(amount, deps.config.region.currencyDecimals);
  if (minor === null || minor < 0n)
    throw AppError.badRequest('amount', 'field.amountFormat', { decimals: 2 });
  return minor;
}

/** The row of one limit (kind and period) of a player. */
function limitKey(userId: number, kind: LimitKind, period: LimitPeriod): SQL {
  return and(eq(rgLimits.userId, userId), eq(rgLimits.kind, kind), eq(rgLimits.period, period))!;
}

/** One limit's row, read under the player lock (which every change of a limit takes first). */
async function limitRow(tx: Database, userId: number, kind: LimitKind, period: LimitPeriod) {
  const [row] = await tx
    .select()
    .from(rgLimits)
    .where(limitKey(userId, kind, period));
  return row ?? null;
}

/** The row of a limit never set: no amount, nothing waiting. */
function unsetLimit(userId: number, kind: LimitKind, period: LimitPeriod, now: Date): LimitRow {
  return {
    userId,
    kind,
    period,
    amount: null,
    pendingAmount: null,
    pendingRemove: false,
    pendingFrom: null,
    pendingUntil: null,
    setBy: 'player',
    updatedAt: now,
  };
}

/**
 * Sets a limit under the player lock. A lower amount (or a first one) binds at once and drops any
 * raise waiting; a higher one, or a removal, waits the jurisdiction's cooling-off and then the
 * player's confirmation (confirmLimit) within 7 days. Staff may only lower.
 */
export async function setLimit(
  deps: AppDeps,
  userId: number,
  input: { kind: LimitKind; period: LimitPeriod; amount: number | null },
  actor: LimitActor = { kind: 'player' },
) {
  const requested = requestedAmount(deps, input.kind, input.period, input.amount);
  const { coolingOffHours } = await getSetting(deps.db, 'playerProtection');
  return deps.db.transaction(async (tx) => {
    if (!(await lockPlayer(tx, userId))) throw AppError.unauthorized();
    const now = deps.clock.now();
    const { kind, period } = input;
    const row = (await limitRow(tx, userId, kind, period)) ?? unsetLimit(userId, kind, period, now);
    const isLowering = requested !== null && (row.amount === null || requested <= row.amount);
    let after: LimitRow | undefined = row;
    if (isLowering) {
      const values = {
        amount: requested,
        pendingAmount: null,
        pendingRemove: false,
        pendingFrom: null,
        pendingUntil: null,
        setBy: actor.kind === 'player' ? 'player' : `staff:${actor.username}`,
        updatedAt: now,
      };
      [after] = await tx
        .insert(rgLimits)
        .values({ userId, kind, period, ...values })
        .onConflictDoUpdate({ target: [rgLimits.userId, rgLimits.kind, rgLimits.period], set: values })
        .returning();
    } else {
      if (actor.kind === 'staff') throw AppError.forbidden('rg.staffCannotRaise');
      // Removing a limit never set changes nothing.
      if (row.amount !== null) {
        const from = new Date(now.getTime() + coolingOffHours * HOUR_MS);
        [after] = await tx
          .update(rgLimits)
          .set({
            pendingAmount: requested,
            pendingRemove: requested === null,
            pendingFrom: from,
            pendingUntil: new Date(from.getTime() + RAISE_CONFIRM_DAYS * DAY_MS),
            updatedAt: now,
          })
          .where(limitKey(userId, kind, period))
          .returning();
        // Kept for good: staff's harm markers count how often a player asks (decision 022). At
        // most one a limit an hour (the player is locked: no other request can slip in), so a
        // client repeating the call cannot grow the table without bound.
        const [recent] = await tx
          .select({ id: rgLimitRequests.id })
          .from(rgLimitRequests)
          .where(
            and(
              eq(rgLimitRequests.userId, userId),
              gt(rgLimitRequests.requestedAt, new Date(now.getTime() - LIMIT_REQUEST_RECORD_MS)),
              eq(rgLimitRequests.kind, kind),
              eq(rgLimitRequests.period, period),
            ),
          )
          .limit(1);
        if (!recent)
          await tx
            .insert(rgLimitRequests)
            .values({ userId, kind, period, amount: requested, requestedAt: now });
      }
    }
    const limit = await describeLimit(deps, usageReader(tx, userId, now), after!, now);
    if (actor.kind === 'staff') {
      const waiting = pendingOf(row, now);
      await actor.audit(tx, limit, {
        amount: row.amount === null ? null : wireAmount(deps, kind, row.amount),
        pendingAmount: waiting?.amount == null ? null : wireAmount(deps, kind, waiting.amount),
        hadPending: waiting !== null,
      });
    }
    return {
      limit,
      applied: isLowering || row.amount === null ? ('now' as const) : ('afterCoolingOff' as const),
    };
  });
}

/** Applies a raise or removal whose cooling-off is over, at the player's own request. */
export async function confirmLimit(
  deps: AppDeps,
  userId: number,
  input: { kind: LimitKind; period: LimitPeriod },
) {
  return deps.db.transaction(async (tx) => {
    if (!(await lockPlayer(tx, userId))) throw AppError.unauthorized();
    const now = deps.clock.now();
    const row = await limitRow(tx, userId, input.kind, input.period);
    const pending = row ? pendingOf(row, now) : null;
    if (!row || !pending) throw AppError.refused('rg.noPendingChange');
    if (now < pending.from) throw AppError.refused('rg.coolingOff', { from: pending.from });
    const values = {
      amount: pending.amount,
      pendingAmount: null,
      pendingRemove: false,
      pendingFrom: null,
      pendingUntil: null,
      setBy: 'player',
      updatedAt: now,
    };
    const [after] = await tx
      .update(rgLimits)
      .set(values)
      .where(limitKey(userId, input.kind, input.period))
      .returning();
    return { limit: await describeLimit(deps, usageReader(tx, userId, now), after!, now) };
  });
}

/** The limits in force of some kinds (for the checks), read in the caller's transaction. */
export async function limitsInForce(tx: Database, userId: number, kinds: readonly LimitKind[]) {
  const rows = await tx.select().from(rgLimits).where(eq(rgLimits.userId, userId));
  return rows.filter(
    (row): row is LimitRow & { amount: bigint } =>
      row.amount !== null && kinds.includes(row.kind as LimitKind),
  );
}
