/**
 * When withdrawals are processed, as the player reads it: the days and hours the operator set
 * (service setting, the region's clock) in the player's language. Read by the Withdraw page and
 * the customer-service page.
 */

import { zoneOffsetMs } from '@fairplay/contract/time-zone';

type Translate = (key: string) => string;

/**
 * The processing hours ("9:00-21:00", the region's clock) as the player reads them, in their
 * language with the zone's name: "09.00–21.00 WIB" (id-ID), "9:00 am – 9:00 pm IST" (en-IN).
 * Text that is not such a range is shown as it came.
 */
export function processingHoursText(
  hours: string,
  timeZone: string,
  locale: string,
  now = new Date(),
): string {
  const match = /^\s*(\d{1,2})[:.](\d{2})\s*[-–]\s*(\d{1,2})[:.](\d{2})\s*$/.exec(hours);
  if (!match) return hours;
  const [from, to] = [
    [Number(match[1]), Number(match[2])],
    [Number(match[3]), Number(match[4])],
  ] as const;
  if (from[0] > 24 || to[0] > 24 || from[1] > 59 || to[1] > 59) return hours;
  try {
    const offset = zoneOffsetMs(now, timeZone);
    const instant = ([hour, minute]: readonly [number, number]) =>
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour, minute) - offset);
    const clock = { hour: '2-digit', minute: '2-digit', timeZone } as const;
    const start = new Intl.DateTimeFormat(locale, clock).format(instant(from));
    const end = new Intl.DateTimeFormat(locale, { ...clock, timeZoneName: 'short' }).format(instant(to));
    return `${start}–${end}`;
  } catch {
    return hours;
  }
}

/** "every day" unless the operator wrote other days, which are shown as written. */
export function processingDaysText(t: Translate, days: string): string {
  return /^\s*(per day|every day|daily)?\s*$/i.test(days) ? t('withdraw.apply.everyDay') : days;
}
