import { localDateKey, monthDays, monthKeyOf, shiftDateKey, weekStartKey } from '../../platform/time.ts';

/** Periods close a few minutes after local midnight, so rounds settling at 23:59:59 count first. */
export const CLOSE_DELAY_MS = 5 * 60_000;

/** How many closed periods back each tick looks, so a process down for a while catches up. */
const CATCH_UP_DAYS = 3;

function range(count: number, keyAt: (back: number) => string): string[] {
  return Array.from({ length: count }, (_, index) => keyAt(count - index)).filter(
    (key, index, all) => all.indexOf(key) === index,
  );
}

/** The latest closed local days ("2026-03-01"), oldest first: day D is due at D+1 00:05. */
export function closedDays(now: Date, timeZone: string, count = CATCH_UP_DAYS): string[] {
  const today = localDateKey(new Date(now.getTime() - CLOSE_DELAY_MS), timeZone);
  return range(count, (back) => shiftDateKey(today, -back));
}

/** The latest closed weeks, keyed by their Monday, oldest first: due the next Monday 00:05. */
export function closedWeeks(now: Date, timeZone: string, count = 2): string[] {
  const thisWeek = weekStartKey(localDateKey(new Date(now.getTime() - CLOSE_DELAY_MS), timeZone));
  return range(count, (back) => shiftDateKey(thisWeek, -7 * back));
}

/** The latest closed months ("2026-02"), oldest first: due on the 1st at 00:05. */
export function closedMonths(now: Date, timeZone: string, count = 2): string[] {
  const thisMonth = monthKeyOf(localDateKey(new Date(now.getTime() - CLOSE_DELAY_MS), timeZone));
  return range(count, (back) => {
    let key = thisMonth;
    for (let step = 0; step < back; step += 1) key = monthKeyOf(shiftDateKey(monthDays(key).first, -1));
    return key;
  });
}

/**
 * Daily runs at a local time of day (hour:minute in `timeZone`): the dates whose run time has
 * passed, the latest `count`, oldest first. The invitation payout is dailyRuns(now, 5, 0, 'Asia/Kolkata').
 */
export function dailyRuns(now: Date, hour: number, minute: number, timeZone: string, count = CATCH_UP_DAYS) {
  const latest = localDateKey(new Date(now.getTime() - (hour * 60 + minute) * 60_000), timeZone);
  return range(count, (back) => shiftDateKey(latest, 1 - back));
}

/** The local dates of a period key of a ranking or reward: a day, a week (its Monday) or a month. */
export function daysOfPeriod(
  kind: 'daily' | 'weekly' | 'monthly',
  key: string,
): { first: string; last: string } {
  if (kind === 'daily') return { first: key, last: key };
  if (kind === 'weekly') return { first: key, last: shiftDateKey(key, 6) };
  return monthDays(key);
}
