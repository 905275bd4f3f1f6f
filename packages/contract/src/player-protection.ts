/**
 * Player protection rules both sides read (issue 14): the limits a player can set, the breaks and
 * exclusions they can take, and the jurisdiction settings' bounds.
 */

/** What a limit caps: money paid in, money lost (stakes less wins), money staked, or minutes played. */
export const LIMIT_KINDS = ['deposit', 'loss', 'wager', 'session'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

/** The calendar periods a limit counts over, in the region's time zone (weeks start on Monday). */
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** A time-out lasts from 24 hours to 6 weeks. */
export const TIMEOUT_MIN_HOURS = 24;
export const TIMEOUT_MAX_HOURS = 6 * 7 * 24;

/** Self-exclusion for 6 months, 1 year or 5 years; 0 is permanent. */
export const SELF_EXCLUSION_MONTHS = [6, 12, 60, 0] as const;
export type SelfExclusionMonths = (typeof SELF_EXCLUSION_MONTHS)[number];

/** The shortest self-exclusion a jurisdiction may require (months; a permanent one is always offered). */
export const MIN_SELF_EXCLUSION_MONTHS = [6, 12, 60] as const;

/** The self-exclusions offered where the shortest is `minMonths`: the longer ones and permanent. */
export function selfExclusionChoices(minMonths: number): SelfExclusionMonths[] {
  return SELF_EXCLUSION_MONTHS.filter((months) => months === 0 || months >= minMonths);
}

/** The cooling-off a raised or removed limit waits, per jurisdiction (24 h by default). */
export const COOLING_OFF_HOURS = [24, 72, 168] as const;

/** After its cooling-off, a raise waits this long for the player's own confirmation, then lapses. */
export const RAISE_CONFIRM_DAYS = 7;

/** The largest play-time limit of each period, in minutes: the whole period (a month's longest). */
export const SESSION_LIMIT_MAX_MINUTES = {
  day: 24 * 60,
  week: 7 * 24 * 60,
  month: 31 * 24 * 60,
} as const satisfies Record<LimitPeriod, number>;

/** A play-time limit is whole minutes, at most its period's. */
export function isValidSessionMinutes(minutes: number, period: LimitPeriod): boolean {
  return Number.isInteger(minutes) && minutes >= 0 && minutes <= SESSION_LIMIT_MAX_MINUTES[period];
}
