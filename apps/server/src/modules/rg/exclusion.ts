import { type SelfExclusionMonths, selfExclusionChoices } from '@fairplay/contract';
import { eq } from 'drizzle-orm';
import { rgExclusions, users } from '../../db/schema.ts';
import { AppError } from '../../kernel/app-error.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { PERMANENT_BLOCK_UNTIL, playerBlockOf } from '../../kernel/player-block.ts';
import { lockPlayer } from '../../ledger/player-lock.ts';
import { announceRevocation, endPlayerSessions } from '../auth/index.ts';
import { forfeitBonus } from '../bonus/index.ts';
import { getSetting } from '../settings/index.ts';

const HOUR_MS = 3_600_000;

function addMonths(instant: Date, months: number): Date {
  const next = new Date(instant);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}

/**
 * Starts a time-out or a self-exclusion now, under the player lock: every session and game launch
 * ends and an active bonus is forfeited in the same transaction, and from its commit every sign-in,
 * bet and deposit is refused (auth/sessions.ts, enforce.ts); withdrawals of the cash stay possible.
 * One already running that ends later is never shortened.
 */
async function block(
  deps: AppDeps,
  userId: number,
  kind: 'timeout' | 'selfExclusion',
  untilFrom: (startedAt: Date) => Date,
): Promise<Date> {
  const until = await deps.db.transaction(async (tx) => {
    if (!(await lockPlayer(tx, userId))) throw AppError.unauthorized();
    // The break starts when it holds the lock: what a lock holder wrote while it waited (a reward
    // and its message) was before it, not during it (decision 024).
    const startedAt = deps.clock.now();
    const until = untilFrom(startedAt);
    const player = await playerBlockOf(tx, userId);
    const running = player?.rgBlockedUntil;
    if (running && running > until) throw AppError.refused('rg.cannotShorten', { until: running });
    // A time-out taken while a self-exclusion waits for the player's return keeps it one: when the
    // time-out ends, the return still needs its request and confirmation (decision 023).
    const blockKind = player?.rgBlockKind === 'selfExclusion' ? 'selfExclusion' : kind;
    await tx
      .update(users)
      .set({ rgBlockedUntil: until, rgBlockKind: blockKind, rgReturnRequestedAt: null })
      .where(eq(users.id, userId));
    const [taken] = await tx
      .insert(rgExclusions)
      .values({
        userId,
        kind,
        startedAt,
        endsAt: until.getTime() === PERMANENT_BLOCK_UNTIL.getTime() ? null : until,
      })
      .returning({ id: rgExclusions.id });
    await endPlayerSessions(tx, userId, { keepSessionId: null, at: startedAt });
    // An active bonus is forfeited (its money returns to the house); cash stays withdrawable.
    await forfeitBonus(tx, userId, { key: `rg_block:${taken!.id}`, at: startedAt });
    return until;
  });
  await announceRevocation(deps, userId);
  return until;
}

/** A break of `hours` (24 h to 6 weeks), from now. */
export async function takeTimeout(deps: AppDeps, userId: number, hours: number) {
  const endsAt = await block(deps, userId, 'timeout', (start) => new Date(start.getTime() + hours * HOUR_MS));
  return { endsAt: endsAt.toISOString() };
}

/**
 * Self-exclusion for 6, 12 or 60 months, or for good (0), from now; one shorter than the
 * jurisdiction's minimum is refused naming the field.
 */
export async function selfExclude(deps: AppDeps, userId: number, months: SelfExclusionMonths) {
  const { minSelfExclusionMonths } = await getSetting(deps.db, 'playerProtection');
  if (!selfExclusionChoices(minSelfExclusionMonths).includes(months))
    throw AppError.badRequest('months', 'field.exclusionMinimum', { months: minSelfExclusionMonths });
  const endsAt = await block(deps, userId, 'selfExclusion', (start) =>
    months === 0 ? PERMANENT_BLOCK_UNTIL : addMonths(start, months),
  );
  return { endsAt: months === 0 ? null : endsAt.toISOString() };
}
