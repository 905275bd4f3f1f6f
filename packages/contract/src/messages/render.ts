import { toMajorNumber } from '../money.ts';
import { formatMoneyIn, formatQuantityIn, moneyStyle } from '../money-format.ts';
import type { Region } from '../regions.ts';
import type {
  LooseParams,
  MessageArguments,
  MessageKey,
  MessageLanguage,
  ParamValue,
  Translation,
} from './catalogue.ts';
import { MESSAGE_LANGUAGES } from './catalogue.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { hi } from './hi.ts';
import { id } from './id.ts';
import { zhCN } from './zh-CN.ts';
import { zhTW } from './zh-TW.ts';

/**
 * Writes the server's messages in a player's language: the catalogue's template for the key, its
 * parameters formatted for the language and the deployment's region (money through money-format.ts,
 * numbers, durations and dates through Intl). Server-side only: the app has its own texts.
 */
export const CATALOGUES: Readonly<Record<MessageLanguage, Translation>> = {
  en,
  id,
  hi,
  es,
  fr,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
};

/** Where a message is read: the language, and the region whose currency, grouping and clock apply. */
export interface MessageContext {
  language: MessageLanguage;
  region: Pick<Region, 'code' | 'currency' | 'currencyDecimals' | 'timeZone'>;
}

/** Locales that name a catalogue language in another way (the app's `ind`, bare or script-tagged Chinese). */
const LANGUAGE_ALIASES: Readonly<Record<string, MessageLanguage>> = {
  ind: 'id',
  in: 'id',
  zh: 'zh-CN',
  'zh-hans': 'zh-CN',
  'zh-sg': 'zh-CN',
  'zh-hant': 'zh-TW',
  'zh-hk': 'zh-TW',
  'zh-mo': 'zh-TW',
};

function languageOf(tag: string): MessageLanguage | null {
  return (
    MESSAGE_LANGUAGES.find((language) => language.toLowerCase() === tag) ??
    // Own keys only: "constructor" must not find Object's.
    (Object.hasOwn(LANGUAGE_ALIASES, tag) ? LANGUAGE_ALIASES[tag] : null) ??
    null
  );
}

/** The catalogue language a locale names ("id", "ind", "en-US", "zh-Hant-TW"), or null. */
export function languageOfLocale(locale: unknown): MessageLanguage | null {
  if (typeof locale !== 'string') return null;
  const subtags = locale.trim().replaceAll('_', '-').toLowerCase().split('-').slice(0, 3);
  for (let length = subtags.length; length >= 1; length -= 1) {
    const found = languageOf(subtags.slice(0, length).join('-'));
    if (found) return found;
  }
  return null;
}

/** The language to answer in: the request's locale, else the region's language, else English. */
export function messageLanguageOf(locale: unknown, region: Pick<Region, 'languageKey'>): MessageLanguage {
  return languageOfLocale(locale) ?? languageOfLocale(region.languageKey) ?? 'en';
}

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(en, value);
}

/** The message `key` in the context's language, its parameters filled in. */
export function renderMessage<K extends MessageKey>(
  key: K,
  context: MessageContext,
  ...params: MessageArguments<K>
): string {
  return renderTemplate(CATALOGUES[context.language][key], (params[0] ?? {}) as LooseParams, context);
}

/** A message whose key and parameters are checked elsewhere (an AppError's, a stored template's). */
export function renderLoose(key: MessageKey, params: LooseParams, context: MessageContext): string {
  return renderTemplate(CATALOGUES[context.language][key], params, context);
}

const PLACEHOLDER = /\{(\w+)(?::(\w+))?\}/g;

/** Fills a template's placeholders; one without a value is left out rather than shown raw. */
export function renderTemplate(template: string, params: LooseParams, context: MessageContext): string {
  return template.replace(PLACEHOLDER, (_whole, name: string, type: string | undefined) => {
    const value = params[name];
    return value === undefined ? '' : formatParam(value, type ?? 'text', context);
  });
}

/** The placeholders of a template as "name:type", for the completeness check. */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map(([, name, type]) => `${name}:${type ?? 'text'}`).sort();
}

/** Intl formatters are costly to build: kept by their options, a bounded few. */
const FORMATTERS = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat>();
const MAX_FORMATTERS = 128;

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat>(
  key: string,
  build: () => T,
): T {
  let found = FORMATTERS.get(key) as T | undefined;
  if (!found) {
    if (FORMATTERS.size >= MAX_FORMATTERS) FORMATTERS.clear();
    found = build();
    FORMATTERS.set(key, found);
  }
  return found;
}

function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached(`n|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
}

const SECOND_MS = 1_000;

/** A duration in the largest unit that keeps it readable, rounded up: a wait is never shown shorter. */
export function durationParts(ms: number): { amount: number; unit: 'second' | 'minute' | 'hour' | 'day' } {
  const seconds = Math.max(1, Math.ceil(ms / SECOND_MS));
  if (seconds < 120) return { amount: seconds, unit: 'second' };
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 120) return { amount: minutes, unit: 'minute' };
  const hours = Math.ceil(minutes / 60);
  if (hours < 48) return { amount: hours, unit: 'hour' };
  return { amount: Math.ceil(hours / 24), unit: 'day' };
}

const KIB = 1024;

function bytesParts(bytes: number): { amount: number; unit: 'byte' | 'kilobyte' | 'megabyte' } {
  if (bytes < KIB) return { amount: bytes, unit: 'byte' };
  if (bytes < KIB * KIB) return { amount: bytes / KIB, unit: 'kilobyte' };
  return { amount: bytes / (KIB * KIB), unit: 'megabyte' };
}

function formatParam(value: ParamValue, type: string, context: MessageContext): string {
  // The Intl locale ("id-ID", "en-IN", "zh-Hant-ID") is money-format.ts's, for every kind of value.
  const style = moneyStyle(context.region, context.language);
  const { locale } = style;
  switch (type) {
    case 'money': {
      const major = typeof value === 'bigint' ? toMajorNumber(value, style.decimals) : Number(value);
      return formatMoneyIn(style, major);
    }
    case 'quantity':
      return formatQuantityIn(style, String(value));
    case 'number':
      return numberFormat(locale, { maximumFractionDigits: 2 }).format(Number(value));
    case 'duration': {
      const { amount, unit } = durationParts(Number(value));
      return numberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(amount);
    }
    case 'bytes': {
      const { amount, unit } = bytesParts(Number(value));
      return numberFormat(locale, {
        style: 'unit',
        unit,
        unitDisplay: 'short',
        maximumFractionDigits: 1,
      }).format(amount);
    }
    case 'date': {
      const date = value instanceof Date ? value : new Date(String(value));
      const { timeZone } = context.region;
      return cached(
        `d|${locale}|${timeZone}`,
        () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }),
      ).format(date);
    }
    case 'choices': {
      const list = Array.isArray(value) ? value.map(String) : [String(value)];
      return cached(`l|${locale}`, () => new Intl.ListFormat(locale, { type: 'disjunction' })).format(list);
    }
    default:
      return String(value);
  }
}
