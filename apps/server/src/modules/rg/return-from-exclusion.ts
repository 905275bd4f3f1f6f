import type { TReturnStatus } from '@fairplay/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rgExclusions, users } from '../../db/schema.ts';
import { AppError } from '../../kernel/app-error.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { blockRefusal, PERMANENT_BLOCK_UNTIL } from '../../kernel/player-block.ts';
import { lockPlayer } from '../../ledger/player-lock.ts';
import { getSetting } from '../settings/index.ts';

const HOUR_MS = 3_600_000;

interface PlayerBreak {
  rgBlockedUntil: Date | null;
  rgBlockKind: string | null;
  rgReturnRequestedAt: Date | null;
}

async function readBreak(tx: Database, userId: number): Promise<PlayerBreak> {
  const [player] = await tx
    .select({
      rgBlockedUntil: users.rgBlockedUntil,
      rgBlockKind: users.rgBlockKind,
      rgReturnRequestedAt: users.rgReturnRequestedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!player) throw AppError.unauthorized();
  return player;
}

/** Where the player stands on returning: an ended self-exclusion (not a time-out, never a permanent one). */
function statusOf(player: PlayerBreak, now: Date, coolingOffMs: number): TReturnStatus {
  const until = player.rgBlockedUntil;
  if (!until) return { status: 'none', confirmFrom: null };
  if (until > now || until.getTime() >= PERMANENT_BLOCK_UNTIL.getTime())
    return { status: 'running', confirmFrom: null };
  if (player.rgBlockKind !== 'selfExclusion') return { status: 'none', confirmFrom: null };
  if (!player.rgReturnRequestedAt) return { status: 'canRequest', confirmFrom: null };
  const confirmFrom = new Date(player.rgReturnRequestedAt.getTime() + coolingOffMs);
  return { status: confirmFrom <= now ? 'canConfirm' : 'waiting', confirmFrom: confirmFrom.toISOString() };
}

/** The cooling-off of a return: the jurisdiction's setting (24, 72 or 168 hours). */
async function coolingOffMs(deps: Pick<AppDeps, 'db'>): Promise<number> {
  const { returnCoolingOffHours } = await getSetting(deps.db, 'playerProtection');
  return returnCoolingOffHours * HOUR_MS;
}

/** Whether the player can ask to return from a self-exclusion, or confirm it. */
export async function returnStatus(deps: AppDeps, userId: number): Promise<TReturnStatus> {
  const coolingOff = await coolingOffMs(deps);
  return statusOf(await readBreak(deps.db, userId), deps.clock.now(), coolingOff);
}

/**
 * The player's return as it stands, read under the player lock (a break taken meanwhile is seen):
 * a break still running answers with its refusal, and no self-exclusion past its end with
 * rg.returnNotAvailable.
 */
async function lockedReturn(deps: AppDeps, tx: Database, userId: number, coolingOff: number) {
  if (!(await lockPlayer(tx, userId))) throw AppError.unauthorized();
  const now = deps.clock.now();
  const player = await readBreak(tx, userId);
  const current = statusOf(player, now, coolingOff);
  if (current.status === 'running') throw blockRefusal(player, now)!;
  if (current.status === 'none') throw AppError.refused('rg.returnNotAvailable');
  return { player, now, current };
}

/**
 * Asks to return from a self-exclusion that has reached its end (decision 023): the cooling-off
 * starts now; asking again keeps the first request. A running break, a permanent exclusion or a
 * time-out (which ends by itself) is refused. Under the player lock.
 */
export async function requestReturn(deps: AppDeps, userId: number): Promise<TReturnStatus> {
  const coolingOff = await coolingOffMs(deps);
  return deps.db.transaction(async (tx) => {
    const { player, now, current } = await lockedReturn(deps, tx, userId, coolingOff);
    if (current.status !== 'canRequest') return current;
    await tx.update(users).set({ rgReturnRequestedAt: now }).where(eq(users.id, userId));
    return statusOf({ ...player, rgReturnRequestedAt: now }, now, coolingOff);
  });
}

/**
 * Confirms the return after the cooling-off: the self-exclusion ends for good and the next sign-in
 * is a full one (this session stays withdraw-only). Under the player lock, so a new break taken
 * meanwhile is seen.
 */
export async function confirmReturn(deps: AppDeps, userId: number): Promise<TReturnStatus> {
  const coolingOff = await coolingOffMs(deps);
  return deps.db.transaction(async (tx) => {
    const { player, now, current } = await lockedReturn(deps, tx, userId, coolingOff);
    if (current.status === 'canRequest') throw AppError.refused('rg.returnNotRequested');
    if (current.status === 'waiting')
      throw AppError.refused('rg.returnCoolingOff', { from: new Date(current.confirmFrom!) });
    await tx
      .update(users)
      .set({ rgBlockedUntil: null, rgBlockKind: null, rgReturnRequestedAt: null })
      .where(eq(users.id, userId));
    // The wait from the end to the return blocked the player too: the breaks' history covers it, so
    // what is read later by instant (an invitee stamped valid, a marketing message sent) sees it as
    // the referral accrual and the payouts did at the time (decision 024).
    if (player.rgBlockedUntil)
      await tx
        .insert(rgExclusions)
        .values({ userId, kind: 'selfExclusion', startedAt: player.rgBlockedUntil, endsAt: now });
    return { status: 'none', confirmFrom: null };
  });
}
