import type { RegionCode } from './regions.ts';

/**
 * The one money formatter of the product (app, server messages, game pages), on Intl.NumberFormat:
 * the player's language decides the words and separators, the deployment's region the currency and
 * its grouping (`id-ID`: "Rp 1.565.478"; `en-IN`: "₹1,00,000"; `en-PK`: "Rs 100,000"). Decimals
 * show only when the amount has them. Zod-free: the app imports it.
 */
export interface MoneyStyle {
  /** BCP 47: the language's tag with the region, e.g. "id-ID", "hi-IN", "zh-Hant-ID". */
  readonly locale: string;
  /** ISO 4217: IDR, INR, PKR. */
  readonly currency: string;
  /** The currency's decimals in major units (the region's). */
  readonly decimals: number;
}

/** The app's language keys (and the server's request locales) as BCP 47 language tags. */
const LANGUAGE_TAGS: Readonly<Record<string, string>> = {
  ind: 'id',
  id: 'id',
  en: 'en',
  hi: 'hi',
  es: 'es',
  fr: 'fr',
  'zh-CN': 'zh-Hans',
  'zh-TW': 'zh-Hant',
};

/** The style for a region and a language key or request locale (unknown languages read as English). */
export function moneyStyle(
  region: { code: RegionCode; currency: string; currencyDecimals: number },
  language: string,
): MoneyStyle {
  return {
    locale: `${(Object.hasOwn(LANGUAGE_TAGS, language) ? LANGUAGE_TAGS[language] : undefined) ?? 'en'}-${region.code}`,
    currency: region.currency,
    decimals: region.currencyDecimals,
  };
}

/** Formatters are costly to build: a few per page at most, kept by their options (bounded). */
const FORMATTERS = new Map<string, Intl.NumberFormat>();
const MAX_FORMATTERS = 64;

function formatter(style: MoneyStyle, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${style.locale}|${style.currency}|${JSON.stringify(options)}`;
  let found = FORMATTERS.get(key);
  if (!found) {
    if (FORMATTERS.size >= MAX_FORMATTERS) FORMATTERS.clear();
    found = new Intl.NumberFormat(style.locale, options);
    FORMATTERS.set(key, found);
  }
  return found;
}

/** Decimals only when the amount has them (at the currency's precision). */
function fractionDigits(style: MoneyStyle, major: number) {
  const scaled = Math.round(Math.abs(major) * 10 ** style.decimals);
  const hasFraction = scaled % 10 ** style.decimals !== 0;
  return { minimumFractionDigits: hasFraction ? style.decimals : 0, maximumFractionDigits: style.decimals };
}

/** A major-unit amount with its currency: "Rp 1.565.478", "₹1,00,000.50", "-Rs 50". */
export function formatMoneyIn(style: MoneyStyle, major: number): string {
  return formatter(style, {
    style: 'currency',
    currency: style.currency,
    currencyDisplay: 'narrowSymbol',
    ...fractionDigits(style, major),
  }).format(major);
}

/** A major-unit amount without the currency (quick amounts, inputs' hints): "100.000", "1,00,000". */
export function formatAmountIn(style: MoneyStyle, major: number): string {
  return formatter(style, { style: 'decimal', ...fractionDigits(style, major) }).format(major);
}

/**
 * A quantity that is not the region's money (coins: "100000", "0.000018") in the language's
 * separators, exactly as written: "100.000" and "0,000018" in Indonesian. Not a number: as given.
 */
export function formatQuantityIn(style: MoneyStyle, decimalText: string): string {
  if (!/^-?\d+(\.\d+)?$/.test(decimalText)) return decimalText;
  const decimals = decimalText.split('.')[1]?.length ?? 0;
  // Intl formats a numeric string as an exact decimal (ES2023), so no float rounding creeps in.
  return formatter(style, {
    style: 'decimal',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(decimalText as Intl.StringNumericLiteral);
}

/** Below this many major units an amount is shown in full; from it, in the language's short form. */
const SHORT_FROM = 10_000;

/** A large amount in the language's short form with its currency: "Rp 5,5 jt", "₹55L", "Rs 12.35K". */
export function formatMoneyShort(style: MoneyStyle, major: number): string {
  if (Math.abs(major) < SHORT_FROM) return formatMoneyIn(style, major);
  return formatter(style, {
    style: 'currency',
    currency: style.currency,
    currencyDisplay: 'narrowSymbol',
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  }).format(major);
}
