import { and, count, desc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  ledgerAccounts,
  ledgerEntries,
  ledgerTransfers,
  playerDailyStats,
  referralAccruals,
  users,
} from '../../db/schema.ts';
import { AppError } from '../../kernel/app-error.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { breakRefusal } from '../../kernel/player-block.ts';
import { openPlayerAccounts } from '../../ledger/accounts.ts';
import { lockPlayer } from '../../ledger/player-lock.ts';
import { post } from '../../ledger/post.ts';
import { localMidnight, shiftDateKey } from '../../platform/time.ts';
import {
  applyPpm,
  majorOf,
  pairsOf,
  ppmToPercent,
  promotionSettings,
  rewardsOf,
  todayKey,
} from '../promo/index.ts';
import { rewardStatusOf } from '../rewards/index.ts';
import type { JobSummary } from '../scheduler/index.ts';

export type EarnPeriod = 'today' | '7days' | '30days';

const PERIOD_DAYS: Record<EarnPeriod, number> = { today: 1, '7days': 7, '30days': 30 };

function firstDayOf(deps: AppDeps, period: EarnPeriod): string {
  return shiftDateKey(todayKey(deps), 1 - PERIOD_DAYS[period]);
}

/** Each of the inviter's days: the direct invitees' valid bets and deposits. */
function teamDays(deps: AppDeps, inviterIds: number[] | null, firstDay: string, lastDay: string) {
  return deps.db
    .select({
      inviterId: users.inviterId,
      day: playerDailyStats.day,
      validBet: sql<bigint>`sum(${playerDailyStats.validBet})`.mapWith(BigInt),
      deposit: sql<bigint>`sum(${playerDailyStats.depositAmount})`.mapWith(BigInt),
    })
    .from(playerDailyStats)
    .innerJoin(users, eq(users.id, playerDailyStats.userId))
    .where(
      and(
        inviterIds ? inArray(users.inviterId, inviterIds) : isNotNull(users.inviterId),
        sql`${playerDailyStats.day} between ${firstDay} and ${lastDay}`,
      ),
    )
    .groupBy(users.inviterId, playerDailyStats.day);
}

/**
 * Accrues referral earnings for a local day: for each inviter, the team's valid bets that day times
 * the referral rate, less what earlier runs already accrued for that day, moved from the house bonus
 * account to the inviter's referral account. Runs every few minutes; each increment is keyed by
 * (inviter, day, amount owed so far), and the accrual row is locked while it is decided. An inviter
 * on a break earns nothing: the increment is settled unpaid (`accrued` moves on, no money), so what
 * the team bet during the break is never paid later (decision 024). `accrued` is therefore what
 * was settled, paid or not; what was paid is in the ledger.
 */
export async function accrueReferralEarnings(deps: AppDeps, day: string): Promise<JobSummary> {
  const { referral } = await promotionSettings(deps);
  if (!referral.isEnabled || referral.ratePpm <= 0) return { skipped: 1 };
  const teams = await teamDays(deps, null, day, day);
  const now = deps.clock.now();
  let credited = 0;
  let forgone = 0;
  let totalMinor = 0n;
  for (const team of teams) {
    const inviterId = team.inviterId;
    if (inviterId === null) continue;
    const owed = applyPpm(team.validBet, referral.ratePpm);
    if (owed <= 0n) continue;
    await deps.db.transaction(async (tx) => {
      await lockPlayer(tx, inviterId);
      await tx
        .insert(referralAccruals)
        .values({ inviterId, day, teamValidBet: 0n, accrued: 0n, updatedAt: now })
        .onConflictDoNothing();
      const [accrual] = await tx
        .select({ accrued: referralAccruals.accrued })
        .from(referralAccruals)
        .where(and(eq(referralAccruals.inviterId, inviterId), eq(referralAccruals.day, day)))
        .for('update');
      const delta = owed - (accrual?.accrued ?? 0n);
      if (delta <= 0n) return;
      const settled = and(eq(referralAccruals.inviterId, inviterId), eq(referralAccruals.day, day));
      if (await breakRefusal(tx, inviterId, now)) {
        await tx.update(referralAccruals).set({ accrued: owed, updatedAt: now }).where(settled);
        forgone += 1;
        return;
      }
      await openPlayerAccounts(tx, inviterId, now);
      await post(tx, {
        idempotencyKey: `referral:${inviterId}:${day}:${owed}`,
        code: 'referral_accrual',
        userId: inviterId,
        legs: [
          { account: { userId: inviterId, kind: 'user_referral' }, amount: delta },
          { account: { house: 'house_bonus' }, amount: -delta },
        ],
        memo: { reference: day },
        at: now,
      });
      await tx
        .update(referralAccruals)
        .set({ accrued: owed, teamValidBet: team.validBet, updatedAt: now })
        .where(settled);
      credited += 1;
      totalMinor += delta;
    });
  }
  return { inviters: teams.length, credited, forgone, totalMinor: Number(totalMinor) };
}

async function referralBalance(deps: AppDeps, userId: number): Promise<bigint> {
  const [row] = await deps.db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.kind, 'user_referral')));
  return row?.balance ?? 0n;
}

/** Earn Money overview for a period (today, 7 days, 30 days, in local days). */
export async function earnOverview(
  deps: AppDeps,
  userId: number,
  period: EarnPeriod,
  inviteLink: (code: string) => string,
) {
  const { referral } = await promotionSettings(deps);
  const firstDay = firstDayOf(deps, period);
  const since = localMidnight(firstDay, deps.config.region.timeZone);
  const [[me], [team], [joined], days, available, [total]] = await Promise.all([
    deps.db.select({ inviteCode: users.inviteCode }).from(users).where(eq(users.id, userId)),
    deps.db.select({ size: count() }).from(users).where(eq(users.inviterId, userId)),
    deps.db
      .select({ size: count() })
      .from(users)
      .where(and(eq(users.inviterId, userId), gte(users.createdAt, since))),
    teamDays(deps, [userId], firstDay, todayKey(deps)),
    referralBalance(deps, userId),
    // Paid, from the ledger: an accrual row also counts what a break left unpaid.
    deps.db
      .select({ accrued: sql<bigint>`coalesce(sum(${ledgerTransfers.amount}), 0)`.mapWith(BigInt) })
      .from(ledgerTransfers)
      .where(and(eq(ledgerTransfers.userId, userId), eq(ledgerTransfers.code, 'referral_accrual'))),
  ]);
  const major = majorOf(deps);
  const sum = (pick: (day: (typeof days)[number]) => bigint) =>
    days.reduce((acc, day) => acc + pick(day), 0n);
  const inviteCode = me?.inviteCode ?? '';
  return {
    inviteCode,
    inviteLink: inviteLink(inviteCode),
    rebatePercent: referral.isEnabled ? ppmToPercent(referral.ratePpm) : 0,
    teamSize: team?.size ?? 0,
    newMembers: joined?.size ?? 0,
    teamDeposit: major(sum((day) => day.deposit)),
    teamValidBet: major(sum((day) => day.validBet)),
    earnings: referral.isEnabled ? major(sum((day) => applyPpm(day.validBet, referral.ratePpm))) : 0,
    availableRebate: major(available),
    totalRebate: major(total?.accrued ?? 0n),
  };
}

type MemberStatus = 'underReview' | 'pass' | 'claimable' | 'reclaim' | 'claim';

/**
 * The direct invitees, newest first, with the invitation status of each: under review until valid,
 * pass once valid and waiting for the payout (or for a partner), then the state of the pair's reward.
 */
export async function teamMembers(
  deps: AppDeps,
  userId: number,
  query: { period: EarnPeriod; page: number; pageSize: number },
) {
  const { invitation } = await promotionSettings(deps);
  const [members, [total], stamped, rewards] = await Promise.all([
    deps.db
      .select({
        id: users.id,
        nickname: users.nickname,
        createdAt: users.createdAt,
        totalDeposit: users.totalDeposit,
        mobile: users.mobile,
        inviteValidAt: users.inviteValidAt,
      })
      .from(users)
      .where(eq(users.inviterId, userId))
      .orderBy(desc(users.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    deps.db.select({ total: count() }).from(users).where(eq(users.inviterId, userId)),
    deps.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.inviterId, userId), isNotNull(users.inviteValidAt)))
      .orderBy(users.inviteValidAt, users.id),
    rewardsOf(deps.db, userId, 'invitation', 1_000),
  ]);
  const firstDay = firstDayOf(deps, query.period);
  const bets =
    members.length === 0
      ? []
      : await deps.db
          .select({
            userId: playerDailyStats.userId,
            validBet: sql<bigint>`sum(${playerDailyStats.validBet})`.mapWith(BigInt),
          })
          .from(playerDailyStats)
          .where(
            and(
              inArray(
                playerDailyStats.userId,
                members.map((member) => member.id),
              ),
              sql`${playerDailyStats.day} >= ${firstDay}`,
            ),
          )
          .groupBy(playerDailyStats.userId);
  const betOf = new Map(bets.map((row) => [row.userId, row.validBet]));
  const pairIndex = new Map(stamped.map((row, index) => [row.id, Math.floor(index / 2) + 1]));
  const now = deps.clock.now();
  const statusOf = (member: (typeof members)[number]): MemberStatus => {
    const pair = pairIndex.get(member.id);
    if (pair === undefined) {
      const isValid = member.mobile !== null && member.totalDeposit >= BigInt(invitation.validDepositMinor);
      return isValid ? 'pass' : 'underReview';
    }
    const reward = rewards.find((row) => {
      const { from, pairs } = pairsOf(row);
      return pair >= from && pair < from + pairs;
    });
    if (!reward) return 'pass';
    return ({ claimable: 'claimable', claimed: 'claim', expired: 'reclaim' } as const)[
      rewardStatusOf(reward, now)
    ];
  };
  const major = majorOf(deps);
  return {
    list: members.map((member) => {
      const id = String(member.id);
      return {
        uid: `${id.slice(0, 2)}****${id.slice(-2)}`,
        nickname: member.nickname,
        inviteTime: member.createdAt.toISOString(),
        deposit: major(member.totalDeposit),
        validBet: major(betOf.get(member.id) ?? 0n),
        status: statusOf(member),
      };
    }),
    total: total?.total ?? 0,
  };
}

/**
 * Moves all available referral earnings into the cash balance. The referral account row is locked
 * first, so a double tap moves the money once and the second tap finds nothing left.
 */
export async function receiveRebate(deps: AppDeps, userId: number) {
  return deps.db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    const [account] = await tx
      .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.kind, 'user_referral')))
      .for('update');
    const amount = account?.balance ?? 0n;
    if (!account || amount <= 0n) throw AppError.refused('earn.nothingToReceive');
    const [lastEntry] = await tx
      .select({ id: ledgerEntries.id })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, account.id))
      .orderBy(desc(ledgerEntries.id))
      .limit(1);
    const result = await post(tx, {
      idempotencyKey: `referral_receive:${userId}:${lastEntry?.id ?? 0}`,
      code: 'referral_rebate',
      userId,
      legs: [
        { account: { userId, kind: 'user_cash' }, amount },
        { account: { userId, kind: 'user_referral' }, amount: -amount },
      ],
      memo: { reference: 'referral earnings' },
      at: deps.clock.now(),
    });
    const major = majorOf(deps);
    const balance =
      result.entries.find((entry) => entry.userId === userId && entry.amount > 0n)?.balanceAfter ?? 0n;
    return { amount: major(amount), balance: major(balance) };
  });
}
