import { formatMoneyIn, type MoneyStyle, moneyStyle } from '@fairplay/contract/money-format';
import type { RegionCode } from '@fairplay/contract/regions';
import { useSignedInStaff } from './session/signed-in-staff.ts';

/** The region as GET /me tells it: the currency the money is in and the clock it is read by. */
export interface ConsoleRegion {
  code: string;
  currency: string;
  currencyDecimals: number;
  timeZone: string;
}

/** Staff read English with the region's money and grouping: "Rp 1.565.478", "₹1,00,000.50". */
export function consoleMoneyStyle(region: ConsoleRegion): MoneyStyle {
  return moneyStyle(
    { code: region.code as RegionCode, currency: region.currency, currencyDecimals: region.currencyDecimals },
    'en',
  );
}

/** A major-unit amount in the region's currency (the one money formatter of the product). */
export function formatMoney(region: ConsoleRegion, major: number): string {
  return formatMoneyIn(consoleMoneyStyle(region), major);
}

// One formatter per locale, zone and shape: a handful in practice, bounded all the same.
const DATE_FORMATTERS = new Map<string, Intl.DateTimeFormat>();
const MAX_DATE_FORMATTERS = 16;

type InstantShape = 'dateTime' | 'time';

/**
 * Instants read in British English on the region's clock ("27 Nov 2026, 14:05:09"): a day-month
 * order like the markets' own, and a colon in the time, where en-ID would write "14.05.09".
 */
const DATE_LOCALE = 'en-GB';

function dateFormatter(region: ConsoleRegion, shape: InstantShape): Intl.DateTimeFormat {
  const key = `${region.timeZone}|${shape}`;
  let formatter = DATE_FORMATTERS.get(key);
  if (!formatter) {
    if (DATE_FORMATTERS.size >= MAX_DATE_FORMATTERS) DATE_FORMATTERS.clear();
    formatter = new Intl.DateTimeFormat(DATE_LOCALE, {
      timeZone: region.timeZone,
      hourCycle: 'h23',
      ...(shape === 'time'
        ? { hour: '2-digit', minute: '2-digit' }
        : {
            year: 'numeric',
            month: 'short',
            day: '2-digit',
            hour: '2-digit',
            minute: '2-digit',
            second: '2-digit',
          }),
    });
    DATE_FORMATTERS.set(key, formatter);
  }
  return formatter;
}

/** An instant from the wire (ISO) on the region's clock: "27 Nov 2026, 14:05:09"; null for none. */
export function formatInstant(
  region: ConsoleRegion,
  iso: string | null | undefined,
  shape: InstantShape = 'dateTime',
) {
  if (!iso) return null;
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  return dateFormatter(region, shape).format(instant);
}

/** Money and instants in the signed-in staff member's region. */
export function useRegionFormat() {
  const { region } = useSignedInStaff();
  return {
    region,
    money: (major: number) => formatMoney(region, major),
    instant: (iso: string | null | undefined, shape?: InstantShape) => formatInstant(region, iso, shape),
  };
}
