import { describe, expect, it } from 'vitest';
import {
  localDateKey,
  localMidnight,
  monthDays,
  shiftDateKey,
  startOfLocalDay,
  weekStartKey,
  zoneOffsetMs,
} from './time.ts';

describe('local days', () => {
  it('start at local midnight in each region', () => {
    const instant = new Date('2026-03-01T20:00:00Z');
    expect(startOfLocalDay(instant, 'Asia/Jakarta').toISOString()).toBe('2026-03-01T17:00:00.000Z');
    expect(startOfLocalDay(instant, 'Asia/Kolkata').toISOString()).toBe('2026-03-01T18:30:00.000Z');
    expect(localDateKey(instant, 'Asia/Kolkata')).toBe('2026-03-02');
    expect(zoneOffsetMs(instant, 'Asia/Karachi')).toBe(5 * 3_600_000);
  });

  it('a second before local midnight is still the previous day', () => {
    expect(localDateKey(new Date('2026-03-01T18:29:59Z'), 'Asia/Kolkata')).toBe('2026-03-01');
    expect(localDateKey(new Date('2026-03-01T18:30:00Z'), 'Asia/Kolkata')).toBe('2026-03-02');
  });
});

describe('calendar keys', () => {
  it('shift across month and year ends', () => {
    expect(shiftDateKey('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftDateKey('2028-02-28', 1)).toBe('2028-02-29');
    expect(shiftDateKey('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('find the Monday of a week and the days of a month', () => {
    expect(weekStartKey('2026-11-22')).toBe('2026-11-16'); // a Sunday
    expect(weekStartKey('2026-11-16')).toBe('2026-11-16'); // a Monday
    expect(monthDays('2026-02')).toEqual({ first: '2026-02-01', last: '2026-02-28' });
    expect(monthDays('2028-02').last).toBe('2028-02-29');
  });

  it('place local midnight of a date in each zone', () => {
    expect(localMidnight('2026-03-02', 'Asia/Kolkata').toISOString()).toBe('2026-03-01T18:30:00.000Z');
    expect(localMidnight('2026-03-02', 'Asia/Jakarta').toISOString()).toBe('2026-03-01T17:00:00.000Z');
  });
});
