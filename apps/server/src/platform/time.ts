import { zoneOffsetMs } from '@fairplay/contract/time-zone';
import { LRUCache } from 'lru-cache';

/**
 * Calendar days in the region's time zone (Asia/Jakarta, Asia/Kolkata, Asia/Karachi): daily
 * limits, streaks and leaderboards all turn over at local midnight, not UTC midnight.
 */

// One formatter per time zone asked for (the region's, in practice); bounded all the same.
const formatters = new LRUCache<string, Intl.DateTimeFormat>({ max: 16 });

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock parts of an instant in a time zone. */
export function localParts(instant: Date, timeZone: string) {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** Milliseconds the zone is ahead of UTC at an instant (shared with the app). */
export { zoneOffsetMs };

/** The instant of local midnight starting the day that contains `instant`. */
export function startOfLocalDay(instant: Date, timeZone: string): Date {
  const local = localParts(instant, timeZone);
  const midnightAsUtc = Date.UTC(local.year, local.month - 1, local.day);
  return new Date(midnightAsUtc - zoneOffsetMs(instant, timeZone));
}

/** "2026-03-01": the local calendar date, the key of daily periods. */
export function localDateKey(instant: Date, timeZone: string): string {
  const local = localParts(instant, timeZone);
  return `${local.year}-${String(local.month).padStart(2, '0')}-${String(local.day).padStart(2, '0')}`;
}

export function addDays(instant: Date, days: number): Date {
  return new Date(instant.getTime() + days * 86_400_000);
}

function partsOfKey(key: string): [number, number, number] {
  const [year, month, day] = key.split('-').map(Number) as [number, number, number];
  return [year, month, day];
}

function keyOfUtcDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** "2026-03-01" shifted by whole calendar days ("2026-02-28" for -1). */
export function shiftDateKey(key: string, days: number): string {
  const [year, month, day] = partsOfKey(key);
  return keyOfUtcDate(new Date(Date.UTC(year, month - 1, day + days)));
}

/**
 * The instant local midnight begins a calendar day in a zone. Noon UTC of that date falls on the
 * same local date in every zone from UTC-11 to UTC+11 (the regions are +5, +5:30 and +7).
 */
export function localMidnight(key: string, timeZone: string): Date {
  const [year, month, day] = partsOfKey(key);
  return startOfLocalDay(new Date(Date.UTC(year, month - 1, day, 12)), timeZone);
}

/** The Monday starting the week (Monday to Sunday) that holds a local date. */
export function weekStartKey(key: string): string {
  const [year, month, day] = partsOfKey(key);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return shiftDateKey(key, -((weekday + 6) % 7));
}

/** "2026-03" for any day of March 2026. */
export function monthKeyOf(key: string): string {
  return key.slice(0, 7);
}

/** The first and last local dates of a month key. */
export function monthDays(monthKey: string): { first: string; last: string } {
  const [year, month] = monthKey.split('-').map(Number) as [number, number];
  const first = `${monthKey}-01`;
  const last = keyOfUtcDate(new Date(Date.UTC(year, month, 0)));
  return { first, last };
}
