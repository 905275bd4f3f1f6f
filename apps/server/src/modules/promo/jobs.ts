import type { AppDeps } from '../../kernel/context.ts';
import { localDateKey, shiftDateKey } from '../../platform/time.ts';
import { accrueReferralEarnings } from '../earn/index.ts';
import {
  closedDays,
  closedMonths,
  closedWeeks,
  dailyRuns,
  type JobDefinition,
  type JobSummary,
} from '../scheduler/index.ts';
import { payBetRebate, payBirthdayRewards, payCashback, payVipPeriodReward } from './daily-rewards.ts';
import { INVITATION_PAYOUT, payInvitationRewards } from './invitation.ts';
import { closeRanking } from './ranking.ts';

const zoneOf = (deps: AppDeps) => deps.config.region.timeZone;

/** Referral earnings accrue every 10 minutes, for today and yesterday (late settles of yesterday). */
const ACCRUAL_SLOT_MS = 10 * 60_000;

/** Every scheduled job of the product, with when each period falls due (times in the region's zone). */
export const PROMOTION_JOBS: readonly JobDefinition[] = [
  {
    name: 'ranking_daily',
    duePeriods: (now, deps) => closedDays(now, zoneOf(deps)),
    run: (deps, day) => closeRanking(deps, 'daily', day),
  },
  {
    name: 'ranking_weekly',
    duePeriods: (now, deps) => closedWeeks(now, zoneOf(deps)),
    run: (deps, week) => closeRanking(deps, 'weekly', week),
  },
  {
    name: 'ranking_monthly',
    duePeriods: (now, deps) => closedMonths(now, zoneOf(deps)),
    run: (deps, month) => closeRanking(deps, 'monthly', month),
  },
  {
    name: 'cashback',
    duePeriods: (now, deps) => closedDays(now, zoneOf(deps)),
    run: payCashback,
  },
  {
    name: 'vip_bet_rebate',
    duePeriods: (now, deps) => closedDays(now, zoneOf(deps)),
    run: payBetRebate,
  },
  {
    name: 'vip_weekly',
    duePeriods: (now, deps) => closedWeeks(now, zoneOf(deps)),
    run: (deps, week) => payVipPeriodReward(deps, 'weekly', week),
  },
  {
    name: 'vip_monthly',
    duePeriods: (now, deps) => closedMonths(now, zoneOf(deps)),
    run: (deps, month) => payVipPeriodReward(deps, 'monthly', month),
  },
  {
    name: 'vip_birthday',
    duePeriods: (now, deps) => dailyRuns(now, 0, 5, zoneOf(deps)),
    run: payBirthdayRewards,
  },
  {
    name: 'invitation_rewards',
    duePeriods: (now) =>
      dailyRuns(now, INVITATION_PAYOUT.hour, INVITATION_PAYOUT.minute, INVITATION_PAYOUT.timeZone),
    // Paying early is safe: a later run pays only pairs completed since.
    acceptsPeriod: (period, now) =>
      /^\d{4}-\d{2}-\d{2}$/.test(period) && period <= localDateKey(now, INVITATION_PAYOUT.timeZone),
    run: payInvitationRewards,
  },
  {
    name: 'referral_accrual',
    duePeriods: (now) => [
      new Date(Math.floor(now.getTime() / ACCRUAL_SLOT_MS) * ACCRUAL_SLOT_MS).toISOString(),
    ],
    // Accrual credits only growth, so an operator may run it at any past instant (usually now).
    acceptsPeriod: (period, now) => {
      const at = Date.parse(period);
      return /^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/.test(period) && Number.isFinite(at) && at <= now.getTime();
    },
    run: async (deps, slot): Promise<JobSummary> => {
      const today = localDateKey(new Date(slot), zoneOf(deps));
      const yesterday = await accrueReferralEarnings(deps, shiftDateKey(today, -1));
      const current = await accrueReferralEarnings(deps, today);
      return {
        credited: (yesterday.credited ?? 0) + (current.credited ?? 0),
        totalMinor: (yesterday.totalMinor ?? 0) + (current.totalMinor ?? 0),
      };
    },
  },
];

export function findJob(name: string): JobDefinition | undefined {
  return PROMOTION_JOBS.find((job) => job.name === name);
}
