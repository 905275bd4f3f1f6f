const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * A server time as "YYYY-MM-DD HH:mm:ss" in the region's time zone. Text that is not a readable
 * instant (or an unknown zone) is shown as it came.
 */
export function formatDateTime(value: string | null | undefined, timeZone: string): string {
  if (!value) return '';
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return value;
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = formatterFor(timeZone).formatToParts(instant);
  } catch {
    return value;
  }
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`;
}

/**
 * A server instant as the clock time a player reads in their region, with the zone's short name in
 * their language: "06.30 WIB" (id-ID), "6:30 AM GMT+7" (en-ID). Text that is not a readable instant
 * (or an unknown zone) is shown as it came.
 */
export function formatClockTime(value: string, timeZone: string, locale: string): string {
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return value;
  try {
    return new Intl.DateTimeFormat(locale, {
      hour: '2-digit',
      minute: '2-digit',
      timeZone,
      timeZoneName: 'short',
    }).format(instant);
  } catch {
    return value;
  }
}
