import type { LimitKind, LimitPeriod } from '@fairplay/contract';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../kernel/app-error.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { breakRefusal } from '../../kernel/player-block.ts';
import { isPlayerLocked } from '../../ledger/player-lock.ts';
import { limitsInForce } from './limits.ts';
import { periodWindow } from './periods.ts';
import { usageReader } from './usage.ts';

/** The refusal of each money limit: what is left and when it resets. */
const MONEY_LIMIT_MESSAGES = {
  deposit: { day: 'rg.depositLimitDay', week: 'rg.depositLimitWeek', month: 'rg.depositLimitMonth' },
  loss: { day: 'rg.lossLimitDay', week: 'rg.lossLimitWeek', month: 'rg.lossLimitMonth' },
  wager: { day: 'rg.wagerLimitDay', week: 'rg.wagerLimitWeek', month: 'rg.wagerLimitMonth' },
} as const satisfies Record<Exclude<LimitKind, 'session'>, Record<LimitPeriod, string>>;

/** The refusal of a play-time limit used up: its minutes and when it resets. */
const SESSION_LIMIT_MESSAGES = {
  day: 'rg.sessionLimitDay',
  week: 'rg.sessionLimitWeek',
  month: 'rg.sessionLimitMonth',
} as const satisfies Record<LimitPeriod, string>;

/**
 * The refusal of adding `amount` (minor units) to what the player used of their limits of these
 * kinds, or null. The lowest limit wins: every limit in force is checked, and the one with the least
 * left names the refusal. A session limit refuses once its minutes are used up. Runs under the
 * player lock (fail-closed: it refuses to check without it), so the use it reads cannot grow
 * before the caller's write commits. `now` is the instant the caller's write records, read after
 * the lock: the period checked is the one the write counts in, even when the lock was waited for
 * across midnight.
 */
export async function limitRefusal(
  deps: AppDeps,
  tx: Database,
  check: { userId: number; kinds: readonly LimitKind[]; amount: bigint; now: Date },
): Promise<AppError | null> {
  const { userId, kinds, amount, now } = check;
  if (!isPlayerLocked(tx, userId)) throw new Error('limitRefusal: the player lock is not held');
  const block = await breakRefusal(tx, userId, now);
  if (block) return block;
  const usedOf = usageReader(tx, userId, now);
  let tightest: { left: bigint; error: AppError } | null = null;
  for (const limit of await limitsInForce(tx, userId, kinds)) {
    const kind = limit.kind as LimitKind;
    const period = limit.period as LimitPeriod;
    const window = periodWindow(period, now, deps.config.region.timeZone);
    const used = await usedOf(kind, window);
    const left = limit.amount > used ? limit.amount - used : 0n;
    const refused = kind === 'session' ? left === 0n : amount > left;
    if (!refused || (tightest && tightest.left <= left)) continue;
    const error =
      kind === 'session'
        ? AppError.refused(SESSION_LIMIT_MESSAGES[period], {
            limit: Number(limit.amount),
            resetsAt: window.end,
          })
        : AppError.refused(MONEY_LIMIT_MESSAGES[kind][period], { left, resetsAt: window.end });
    tightest = { left, error };
  }
  return tightest?.error ?? null;
}

/**
 * Throws the refusal of a deposit order of this amount created at `now`; call under the player
 * lock, before the gateway.
 */
export async function assertDepositAllowed(
  deps: AppDeps,
  tx: Database,
  order: { userId: number; amount: bigint; now: Date },
) {
  const refusal = await limitRefusal(deps, tx, { ...order, kinds: ['deposit'] });
  if (refusal) throw refusal;
}
