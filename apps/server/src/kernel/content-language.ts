import { languageOfLocale } from '@fairplay/contract/messages';
import { MESSAGE_LANGUAGES, type MessageLanguage } from '@fairplay/contract/messages/catalogue';
import type { Region } from '@fairplay/contract/regions';
import { z } from 'zod';

/**
 * Content the operator writes (banners, marquee messages, the FAQ, the service page, game labels)
 * is stored per language, keyed by the request key of the language (en, id, hi, es, fr, zh-CN,
 * zh-TW): the languages the server writes its messages in. A player reads it in their language,
 * else the region's, else English.
 */
export type ContentLanguage = MessageLanguage;

const ENGLISH: ContentLanguage = 'en';

/** The request locale as a content language, read as the server's messages read it ('ind' is 'id'), or null. */
export function contentLanguageOf(locale: string | null | undefined): ContentLanguage | null {
  return languageOfLocale(locale);
}

/** The languages to look content up in, best first: the player's, the region's, English. */
export function contentLanguages(region: Pick<Region, 'languageKey'>, locale: string | null | undefined) {
  const candidates = [contentLanguageOf(locale), contentLanguageOf(region.languageKey), ENGLISH];
  return [...new Set(candidates.filter((language): language is ContentLanguage => language !== null))];
}

/** Texts of one piece of content by language; at least one language. */
export function ZTexts<T extends z.ZodType>(text: T) {
  return z
    .partialRecord(z.enum(MESSAGE_LANGUAGES), text)
    .refine((texts) => Object.keys(texts).length > 0, 'needs a text in at least one language');
}
export type Texts<T> = Partial<Record<ContentLanguage, T>>;

/** A text per language; a plain string (as stored before content had languages) is English. */
export function ZLocalizedText(text: z.ZodString = z.string()) {
  return z.union([text.transform((english): Texts<string> => ({ [ENGLISH]: english })), ZTexts(text)]);
}

/** The text in the first of `languages` it is written in, with that language; null when in none. */
export function pickText<T>(
  texts: Texts<T> | null | undefined,
  languages: readonly ContentLanguage[],
): { language: ContentLanguage; text: T } | null {
  if (!texts) return null;
  for (const language of languages) {
    const text = texts[language];
    if (text !== undefined) return { language, text };
  }
  return null;
}
