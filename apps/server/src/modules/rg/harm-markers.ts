import { LIMIT_KINDS, type LimitKind, type LimitPeriod, toMajorNumber } from '@fairplay/contract';
import type { HarmMarkerKind } from '@fairplay/contract/operator';
import type { RegionCode } from '@fairplay/contract/regions';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { lockPlayer } from '../../ledger/player-lock.ts';
import { localMidnight, shiftDateKey } from '../../platform/time.ts';
import { CREDITED_DEPOSIT_STATUSES } from '../deposit/index.ts';
import { recordHarmMarker } from './cases.ts';
import { limitsInForce } from './limits.ts';
import { periodWindow } from './periods.ts';
import { usageReader } from './usage.ts';

/**
 * The thresholds of the daily harm markers (decision 022). Named here, not in the jurisdiction
 * setting: no regime we follow sets them, and a change to one is a change to a rule, reviewed as code.
 */
const HARM_THRESHOLDS = {
  /** limitNearlyUsed: this share of a limit used in its period, in parts per million (80%). */
  limitUsedPpm: 800_000n,
  /** depositsRising: the last 7 days against the weekly average of the 4 weeks before, times this. */
  risingFactor: 2n,
  risingBaselineWeeks: 4,
  /** nightPlay: bets from local midnight until this hour, on this many of the last 7 days. */
  nightEndHour: 5,
  nightDays: 3,
  nightWindowDays: 7,
  /** depositAfterLoss: a deposit this soon after a losing round settled. */
  depositAfterLossMinutes: 30,
  /** limitRaisedRepeatedly: this many raises or removals asked for in the window. */
  limitRaises: 3,
  /** withdrawalsCancelled: this many withdrawals the player cancelled in the window. */
  cancelledWithdrawals: 2,
  windowDays: 30,
} as const;

/**
 * depositsRising ignores small money: the last 7 days' deposits must reach this much (major units of
 * the region's currency, about the same value in each market).
 */
const RISING_DEPOSITS_FLOOR_MAJOR: Record<RegionCode, number> = {
  ID: 1_000_000,
  IN: 5_000,
  PK: 15_000,
};

/** Players read per query of a rule: each rule pages through its players by id. */
const PAGE_SIZE = 500;

interface Candidate {
  userId: number;
  details: Record<string, unknown>;
}

interface DayContext {
  deps: AppDeps;
  day: string;
  timeZone: string;
  /** The local day [start, end). */
  start: Date;
  end: Date;
  /** The start of the local day `days` before this one. */
  daysBack(days: number): Date;
  major(minor: bigint | string): number;
}

type Rule = (context: DayContext, afterUserId: number) => Promise<Candidate[]>;

const iso = (instant: Date) => instant.toISOString();
const CREDITED = sql.raw(CREDITED_DEPOSIT_STATUSES.map((status) => `'${status}'`).join(', '));

/** Players whose query rows are grouped per user_id, a page after `afterUserId`. */
async function grouped<T extends { user_id: string | number }>(
  context: DayContext,
  query: SQL,
): Promise<(T & { userId: number })[]> {
  const rows = await queryRows<T>(context.deps.db, query);
  return rows.map((row) => ({ ...row, userId: Number(row.user_id) }));
}

/** 80% or more of a limit used in its period as the day ends. */
const limitNearlyUsed: Rule = async (context, afterUserId) => {
  const players = await grouped<{ user_id: number }>(
    context,
    sql`select distinct user_id from rg_limits where amount > 0 and user_id > ${afterUserId}
        order by user_id limit ${PAGE_SIZE}`,
  );
  const at = new Date(context.end.getTime() - 1);
  const candidates: Candidate[] = [];
  for (const { userId } of players) {
    const usedOf = usageReader(context.deps.db, userId, context.end);
    const nearly: Record<string, unknown>[] = [];
    for (const limit of await limitsInForce(context.deps.db, userId, LIMIT_KINDS)) {
      const kind = limit.kind as LimitKind;
      const window = periodWindow(limit.period as LimitPeriod, at, context.timeZone);
      const used = await usedOf(kind, window);
      if (limit.amount <= 0n || used * 1_000_000n < limit.amount * HARM_THRESHOLDS.limitUsedPpm) continue;
      const shown = (value: bigint) => (kind === 'session' ? Number(value) : context.major(value));
      nearly.push({ kind, period: limit.period, limit: shown(limit.amount), used: shown(used) });
    }
    // Players with nothing near their limits still fill the page: the next page starts after them.
    candidates.push({ userId, details: nearly.length ? { limits: nearly } : {} });
  }
  return candidates;
};

/** The last 7 days' credited deposits at least twice the weekly average of the 4 weeks before, above the floor. */
const depositsRising: Rule = async (context, afterUserId) => {
  const weekStart = context.daysBack(6);
  const baselineStart = context.daysBack(6 + 7 * HARM_THRESHOLDS.risingBaselineWeeks);
  const floor = BigInt(
    RISING_DEPOSITS_FLOOR_MAJOR[context.deps.config.region.code] *
      10 ** context.deps.config.region.currencyDecimals,
  );
  const weeks = BigInt(HARM_THRESHOLDS.risingBaselineWeeks);
  const rows = await grouped<{ user_id: string; week: string; before: string }>(
    context,
    sql`select user_id,
          coalesce(sum(amount) filter (where created_at >= ${iso(weekStart)}::timestamptz), 0) as week,
          coalesce(sum(amount) filter (where created_at < ${iso(weekStart)}::timestamptz), 0) as before
        from deposit_orders
        where created_at >= ${iso(baselineStart)}::timestamptz and created_at < ${iso(context.end)}::timestamptz
          and status in (${CREDITED}) and user_id > ${afterUserId}
        group by user_id
        having coalesce(sum(amount) filter (where created_at >= ${iso(weekStart)}::timestamptz), 0) >= ${floor}
          and ${weeks} * coalesce(sum(amount) filter (where created_at >= ${iso(weekStart)}::timestamptz), 0)
            >= ${HARM_THRESHOLDS.risingFactor} * coalesce(sum(amount) filter (where created_at < ${iso(weekStart)}::timestamptz), 0)
        order by user_id limit ${PAGE_SIZE}`,
  );
  return rows.map((row) => ({
    userId: row.userId,
    details: {
      lastSevenDays: context.major(row.week),
      weeklyAverageBefore: context.major(BigInt(row.before) / weeks),
    },
  }));
};

/** Rounds opened between local midnight and 05:00 on 3 or more of the last 7 days. */
const nightPlay: Rule = async (context, afterUserId) => {
  const zone = context.timeZone;
  const rows = await grouped<{ user_id: string; nights: string[] }>(
    context,
    sql`select user_id, array_agg(distinct to_char(created_at at time zone ${zone}, 'YYYY-MM-DD')) as nights
        from game_rounds
        where created_at >= ${iso(context.daysBack(HARM_THRESHOLDS.nightWindowDays - 1))}::timestamptz
          and created_at < ${iso(context.end)}::timestamptz
          and extract(hour from created_at at time zone ${zone}) < ${HARM_THRESHOLDS.nightEndHour}
          and user_id > ${afterUserId}
        group by user_id
        having count(distinct (created_at at time zone ${zone})::date) >= ${HARM_THRESHOLDS.nightDays}
        order by user_id limit ${PAGE_SIZE}`,
  );
  return rows.map((row) => ({ userId: row.userId, details: { nights: [...row.nights].sort() } }));
};

/** A credited deposit opened this day within 30 minutes after a round the player lost settled. */
const depositAfterLoss: Rule = async (context, afterUserId) => {
  const minutes = HARM_THRESHOLDS.depositAfterLossMinutes;
  const rows = await grouped<{ user_id: string; order_no: string; round_id: string; lost: string }>(
    context,
    sql`select distinct on (d.user_id) d.user_id, d.order_no, r.round_id, r.bet_amount - r.win_amount as lost
        from deposit_orders d
        join lateral (
          select round_id, bet_amount, win_amount from game_rounds r
          where r.user_id = d.user_id
            -- a round is opened at most a day before it settles (provider rounds time out sooner)
            and r.created_at >= d.created_at - interval '1 day' and r.created_at < d.created_at
            and r.status = 'settled' and r.win_amount < r.bet_amount
            and r.settled_at <= d.created_at and r.settled_at >= d.created_at - make_interval(mins => ${minutes})
          order by r.settled_at desc limit 1
        ) r on true
        where d.created_at >= ${iso(context.start)}::timestamptz and d.created_at < ${iso(context.end)}::timestamptz
          and d.status in (${CREDITED}) and d.user_id > ${afterUserId}
        order by d.user_id, d.created_at
        limit ${PAGE_SIZE}`,
  );
  return rows.map((row) => ({
    userId: row.userId,
    details: { orderNo: row.order_no, roundId: row.round_id, lost: context.major(row.lost) },
  }));
};

/** Raises or removals of limits asked for, 3 or more in 30 days. */
const limitRaisedRepeatedly: Rule = async (context, afterUserId) => {
  const rows = await grouped<{ user_id: string; requests: string }>(
    context,
    sql`select user_id, count(*) as requests from rg_limit_requests
        where requested_at >= ${iso(context.daysBack(HARM_THRESHOLDS.windowDays - 1))}::timestamptz
          and requested_at < ${iso(context.end)}::timestamptz and user_id > ${afterUserId}
        group by user_id having count(*) >= ${HARM_THRESHOLDS.limitRaises}
        order by user_id limit ${PAGE_SIZE}`,
  );
  return rows.map((row) => ({ userId: row.userId, details: { requests: Number(row.requests) } }));
};

/** Withdrawals the player cancelled, 2 or more asked for in 30 days. */
const withdrawalsCancelled: Rule = async (context, afterUserId) => {
  const rows = await grouped<{ user_id: string; cancelled: string }>(
    context,
    sql`select user_id, count(*) as cancelled from withdrawal_orders
        where status = 'cancelled'
          and created_at >= ${iso(context.daysBack(HARM_THRESHOLDS.windowDays - 1))}::timestamptz
          and created_at < ${iso(context.end)}::timestamptz and user_id > ${afterUserId}
        group by user_id having count(*) >= ${HARM_THRESHOLDS.cancelledWithdrawals}
        order by user_id limit ${PAGE_SIZE}`,
  );
  return rows.map((row) => ({ userId: row.userId, details: { cancelled: Number(row.cancelled) } }));
};

const RULES: Partial<Record<HarmMarkerKind, Rule>> = {
  limitNearlyUsed,
  depositsRising,
  nightPlay,
  depositAfterLoss,
  limitRaisedRepeatedly,
  withdrawalsCancelled,
};

/**
 * Computes every daily marker for one closed local day and records each on the player's case
 * (opening one), each player in a short transaction of their own under the player lock. Idempotent
 * per player and day: a marker is recorded once per (player, kind, day), so a run taken over or
 * run again records nothing new.
 */
export async function computeHarmMarkers(deps: AppDeps, day: string): Promise<Record<string, number>> {
  const timeZone = deps.config.region.timeZone;
  const decimals = deps.config.region.currencyDecimals;
  const context: DayContext = {
    deps,
    day,
    timeZone,
    start: localMidnight(day, timeZone),
    end: localMidnight(shiftDateKey(day, 1), timeZone),
    daysBack: (days) => localMidnight(shiftDateKey(day, -days), timeZone),
    major: (minor) => toMajorNumber(BigInt(minor), decimals),
  };
  const summary: Record<string, number> = {};
  for (const [kind, rule] of Object.entries(RULES) as [HarmMarkerKind, Rule][]) {
    let recorded = 0;
    for (let afterUserId = 0; ; ) {
      const page = await rule(context, afterUserId);
      for (const candidate of page) {
        if (Object.keys(candidate.details).length === 0) continue;
        const caseId = await deps.db.transaction(async (tx) => {
          if (!(await lockPlayer(tx, candidate.userId))) return null;
          return recordHarmMarker(tx, {
            userId: candidate.userId,
            kind,
            reference: day,
            details: candidate.details,
            at: deps.clock.now(),
          });
        });
        if (caseId !== null) recorded += 1;
      }
      if (page.length < PAGE_SIZE) break;
      afterUserId = page.at(-1)!.userId;
    }
    summary[kind] = recorded;
  }
  return summary;
}
