import { and, count, eq, gte, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { breakRefusal, wasOnBreakAt } from '../../kernel/player-block.ts';
import { lockPlayer } from '../../ledger/player-lock.ts';
import { localDateKey, localMidnight, shiftDateKey } from '../../platform/time.ts';
import { grantReward, type RewardRow, rewardStatusOf } from '../rewards/index.ts';
import type { JobSummary } from '../scheduler/index.ts';
import type { PromotionsSetting } from '../settings/index.ts';
import { majorOf, promotionSettings, rewardsOf } from './shared.ts';

/** Invitation rewards are paid at 5:00 GMT+5:30 (spec point 9), whatever the region. */
export const INVITATION_PAYOUT = { hour: 5, minute: 0, timeZone: 'Asia/Kolkata' } as const;

const DAY_MS = 86_400_000;

/** The next payout instant after `now`. */
export function nextInvitationPayout(now: Date): Date {
  const { hour, minute, timeZone } = INVITATION_PAYOUT;
  const offset = (hour * 60 + minute) * 60_000;
  const today = localDateKey(now, timeZone);
  const todayRun = new Date(localMidnight(today, timeZone).getTime() + offset);
  return todayRun > now
    ? todayRun
    : new Date(localMidnight(shiftDateKey(today, 1), timeZone).getTime() + offset);
}

/** An invitee counts once their phone is bound and their credited deposits reach the threshold. */
function isValidInvitee(setting: PromotionsSetting['invitation']) {
  return and(isNotNull(users.mobile), gte(users.totalDeposit, BigInt(setting.validDepositMinor)));
}

/**
 * An invitee stamped valid while they or their inviter were on a break never counts (decision 024):
 * a break stops referral payouts, and what would have been earned during it is not paid later.
 */
function isOutsideBreaks() {
  return and(
    sql`not ${wasOnBreakAt(users.inviterId, users.inviteValidAt)}`,
    sql`not ${wasOnBreakAt(users.id, users.inviteValidAt)}`,
  );
}

export function pairsOf(reward: RewardRow): { from: number; pairs: number } {
  const detail = (reward.detail ?? {}) as { fromPair?: number; pairs?: number };
  return { from: detail.fromPair ?? 1, pairs: detail.pairs ?? 0 };
}

async function rewardedPairs(db: Database, inviterId: number): Promise<RewardRow[]> {
  return rewardsOf(db, inviterId, 'invitation', 1_000);
}

/**
 * The 5:00 payout of day P: each inviter (with a bound phone) gets one inbox reward for the pairs of
 * invitees who became valid before P began (GMT+5:30) and were not rewarded yet. The inviter's row is
 * locked while counting, so two runs at once cannot pay the same pairs.
 */
export async function payInvitationRewards(deps: AppDeps, payoutDay: string): Promise<JobSummary> {
  const { invitation } = await promotionSettings(deps);
  if (!invitation.isEnabled || invitation.rewardPerPairMinor <= 0) return { skipped: 1 };
  const now = deps.clock.now();
  const cutoff = localMidnight(payoutDay, INVITATION_PAYOUT.timeZone);
  // Invitees who qualify without a stamp (the operator lowered the threshold) count from now.
  await deps.db
    .update(users)
    .set({ inviteValidAt: now })
    .where(and(isNotNull(users.inviterId), isNull(users.inviteValidAt), isValidInvitee(invitation)));
  const validBeforeCutoff = and(
    isNotNull(users.inviteValidAt),
    lt(users.inviteValidAt, cutoff),
    isOutsideBreaks(),
  );
  const inviters = await deps.db
    .select({ inviterId: users.inviterId, valid: count() })
    .from(users)
    .where(and(isNotNull(users.inviterId), validBeforeCutoff))
    .groupBy(users.inviterId)
    .having(sql`count(*) >= 2`);
  const major = majorOf(deps);
  const claimableUntil = new Date(now.getTime() + invitation.keepDays * DAY_MS);
  let granted = 0;
  let pairsPaid = 0;
  for (const { inviterId } of inviters) {
    if (inviterId === null) continue;
    await deps.db.transaction(async (tx) => {
      await lockPlayer(tx, inviterId);
      // An inviter on a break is paid nothing now; pairs completed before it wait for its end.
      if (await breakRefusal(tx, inviterId, now)) return;
      const [inviter] = await tx.select({ mobile: users.mobile }).from(users).where(eq(users.id, inviterId));
      if (!inviter?.mobile) return;
      const [valid] = await tx
        .select({ total: count() })
        .from(users)
        .where(and(eq(users.inviterId, inviterId), validBeforeCutoff));
      const paid = (await rewardedPairs(tx, inviterId)).reduce((sum, row) => sum + pairsOf(row).pairs, 0);
      const newPairs = Math.floor((valid?.total ?? 0) / 2) - paid;
      if (newPairs <= 0) return;
      const amount = BigInt(invitation.rewardPerPairMinor) * BigInt(newPairs);
      const result = await grantReward(tx, deps, {
        promotion: 'invitation',
        userId: inviterId,
        period: payoutDay,
        amount,
        wagerMultiple: invitation.wagerMultiple,
        detail: { fromPair: paid + 1, pairs: newPairs },
        delivery: {
          kind: 'mail',
          title: 'Invitation reward',
          content: `${newPairs * 2} more of your invited friends became valid players. Your invitation reward of ${major(amount)} is attached: claim it within ${invitation.keepDays} days.`,
          template: {
            key: 'invitationReward',
            params: { friends: newPairs * 2, amount: major(amount), keepDays: invitation.keepDays },
          },
          claimableUntil,
        },
      });
      if (result.isNew) {
        granted += 1;
        pairsPaid += newPairs;
      }
    });
  }
  return { inviters: inviters.length, granted, pairsPaid };
}

/** /promo/invitationRanks/info: the player's valid invitees, what was paid and what waits for 5:00. */
export async function invitationInfo(deps: AppDeps, userId: number) {
  const { invitation } = await promotionSettings(deps);
  const now = deps.clock.now();
  const nextPayout = nextInvitationPayout(now);
  const nextCutoff = localMidnight(
    localDateKey(nextPayout, INVITATION_PAYOUT.timeZone),
    INVITATION_PAYOUT.timeZone,
  );
  const [[me], [valid], [countedNext], rewards] = await Promise.all([
    deps.db.select({ mobile: users.mobile }).from(users).where(eq(users.id, userId)),
    deps.db
      .select({ total: count() })
      .from(users)
      .where(and(eq(users.inviterId, userId), isValidInvitee(invitation), isOutsideBreaks())),
    deps.db
      .select({ total: count() })
      .from(users)
      .where(
        and(
          eq(users.inviterId, userId),
          isNotNull(users.inviteValidAt),
          lt(users.inviteValidAt, nextCutoff),
          isOutsideBreaks(),
        ),
      ),
    rewardedPairs(deps.db, userId),
  ]);
  const validInvitees = valid?.total ?? 0;
  const pairs = rewards.reduce((sum, row) => sum + pairsOf(row).pairs, 0);
  const nextPayoutPairs = me?.mobile ? Math.max(Math.floor((countedNext?.total ?? 0) / 2) - pairs, 0) : 0;
  const major = majorOf(deps);
  return {
    rewardPerPair: major(BigInt(invitation.rewardPerPairMinor)),
    validDeposit: major(BigInt(invitation.validDepositMinor)),
    wagerMultiple: invitation.wagerMultiple,
    keepDays: invitation.keepDays,
    hasPhone: Boolean(me?.mobile),
    validInvitees,
    rewardedPairs: pairs,
    pendingInvitees: Math.max(validInvitees - pairs * 2, 0),
    nextPayoutPairs,
    nextPayoutAt: nextPayout.toISOString(),
    records: rewards.map((row) => ({
      day: row.period,
      pairs: pairsOf(row).pairs,
      amount: major(row.amount),
      status: rewardStatusOf(row, now),
    })),
  };
}
