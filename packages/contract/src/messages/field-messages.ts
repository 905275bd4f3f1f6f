import type { LooseParams, MessageArguments, MessageKey } from './catalogue.ts';
import { en } from './en.ts';
import { renderTemplate } from './render.ts';

/**
 * Messages the call schemas carry. Zod keeps a message as text, so a schema gets the English
 * sentence and the sentence remembers its key and parameters: the server answers a failed check in
 * the request's language (describeZodError), and anything reading the raw issue sees English.
 */

/** An English sentence made by fieldMessage: the only text a schema's messages may hold. */
export type FieldText = string & { readonly __fieldText: true };

/** English texts back to their messages; filled while the schemas load, so bounded by them. */
const MESSAGES_BY_TEXT = new Map<string, { key: MessageKey; params: LooseParams }>();
const MAX_FIELD_MESSAGES = 1_000;

/** English is written with neutral formatting; the answer re-renders the key in the request's language. */
const ENGLISH = {
  language: 'en',
  region: { code: 'ID', currency: 'IDR', currencyDecimals: 2, timeZone: 'UTC' },
} as const;

/** A schema's message: `.min(1, fieldMessage('field.otpEmpty'))`. */
export function fieldMessage<K extends MessageKey>(key: K, ...params: MessageArguments<K>): FieldText {
  const values = (params[0] ?? {}) as LooseParams;
  const text = renderTemplate(en[key], values, ENGLISH);
  const known = MESSAGES_BY_TEXT.get(text);
  if (known && known.key !== key) {
    throw new Error(`fieldMessage: "${text}" is the English of both ${known.key} and ${key}`);
  }
  if (!known) {
    if (MESSAGES_BY_TEXT.size >= MAX_FIELD_MESSAGES) throw new Error('fieldMessage: too many messages');
    MESSAGES_BY_TEXT.set(text, { key, params: values });
  }
  return text as FieldText;
}

/** The message a schema's text was made from, or null for zod's own words (or a stray literal). */
export function fieldMessageOf(text: string): { key: MessageKey; params: LooseParams } | null {
  return MESSAGES_BY_TEXT.get(text) ?? null;
}
