import type { LimitPeriod } from '@fairplay/contract';
import {
  localDateKey,
  localMidnight,
  monthDays,
  monthKeyOf,
  shiftDateKey,
  weekStartKey,
} from '../../platform/time.ts';

/** A limit's period around an instant, in the region's zone: [start, end) and its first local date. */
export interface PeriodWindow {
  period: LimitPeriod;
  firstDay: string;
  start: Date;
  end: Date;
}

/** The first local date of the period holding a local date. */
export function periodStartKey(period: LimitPeriod, dayKey: string): string {
  if (period === 'day') return dayKey;
  if (period === 'week') return weekStartKey(dayKey);
  return monthDays(monthKeyOf(dayKey)).first;
}

/** The first local date of the next period. */
function nextPeriodKey(period: LimitPeriod, firstDay: string): string {
  if (period === 'day') return shiftDateKey(firstDay, 1);
  if (period === 'week') return shiftDateKey(firstDay, 7);
  return shiftDateKey(monthDays(monthKeyOf(firstDay)).last, 1);
}

export function periodWindow(period: LimitPeriod, now: Date, timeZone: string): PeriodWindow {
  const firstDay = periodStartKey(period, localDateKey(now, timeZone));
  return {
    period,
    firstDay,
    start: localMidnight(firstDay, timeZone),
    end: localMidnight(nextPeriodKey(period, firstDay), timeZone),
  };
}

/** The windows of the `count` periods ending with the current one, newest first. */
export function recentWindows(
  period: LimitPeriod,
  now: Date,
  timeZone: string,
  count: number,
): PeriodWindow[] {
  const windows: PeriodWindow[] = [];
  let at = now;
  for (let index = 0; index < count; index += 1) {
    const window = periodWindow(period, at, timeZone);
    windows.push(window);
    at = new Date(window.start.getTime() - 1);
  }
  return windows;
}
