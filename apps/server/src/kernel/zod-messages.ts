import { type MessageContext, renderLoose } from '@fairplay/contract/messages';
import type { LooseParams, MessageKey } from '@fairplay/contract/messages/catalogue';
import { fieldMessageOf } from '@fairplay/contract/messages/field-messages';
import { REGIONS } from '@fairplay/contract/regions';
import type { z } from 'zod';

const MAX_ISSUES_IN_MESSAGE = 3;
const MAX_UNKNOWN_KEYS_NAMED = 3;

/** English, for answers no player reads (the operator API, the sandbox checkout). */
const ENGLISH: MessageContext = { language: 'en', region: REGIONS.ID };

/** The message for a value of the wrong type, by the type zod expected. */
const KEY_BY_TYPE: Readonly<Record<string, MessageKey>> = {
  string: 'field.mustBeText',
  number: 'field.mustBeNumber',
  int: 'field.mustBeWholeNumber',
  boolean: 'field.mustBeBoolean',
  object: 'field.mustBeObject',
  array: 'field.mustBeList',
};

/**
 * A failed check as a catalogue message: the one the schema gave (fieldMessage), else the one
 * for zod's own check by its kind, so no English of zod's reaches a player.
 */
function messageOfIssue(issue: z.core.$ZodIssue): { key: MessageKey; params: LooseParams } {
  const given = fieldMessageOf(issue.message);
  if (given) return given;
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.path.length === 0) return { key: 'field.mustBeObject', params: {} };
      return { key: KEY_BY_TYPE[issue.expected] ?? 'field.wrongType', params: {} };
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return { key: 'field.tooLong', params: { max } };
      if (issue.origin === 'array' || issue.origin === 'set')
        return { key: 'field.tooManyItems', params: { max } };
      return { key: 'field.tooLarge', params: { max } };
    }
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string')
        return min <= 1 ? { key: 'field.empty', params: {} } : { key: 'field.tooShort', params: { min } };
      if (issue.origin === 'array' || issue.origin === 'set')
        return { key: 'field.tooFewItems', params: { min } };
      if (min === 0 && !issue.inclusive) return { key: 'field.mustBePositive', params: {} };
      return { key: 'field.tooSmall', params: { min } };
    }
    case 'invalid_value':
      return { key: 'field.oneOf', params: { options: issue.values.map(String) } };
    case 'invalid_format':
      return { key: issue.format === 'email' ? 'field.email' : 'field.invalidFormat', params: {} };
    default:
      return { key: 'field.invalid', params: {} };
  }
}

/**
 * "mobile: The phone number cannot be empty; amount: must be a number" in the request's language —
 * every part names its field (as sent) — and the code of the first problem.
 */
export function describeZodFailure(
  error: z.ZodError,
  context: MessageContext,
): { msg: string; code: MessageKey } {
  // One message per field: the first problem is the one to fix first.
  const seen = new Set<string>();
  const firstPerField = error.issues.filter((issue) => {
    const key = issue.path.join('.');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  let code: MessageKey | null = null;
  const parts = firstPerField.slice(0, MAX_ISSUES_IN_MESSAGE).map((issue) => {
    if (issue.code === 'unrecognized_keys') {
      code ??= 'field.unknown';
      const unknown = renderLoose('field.unknown', {}, context);
      // The client's own key names come back, a few of them: a body of 5,000 keys is no 115 kB echo.
      const named = issue.keys.slice(0, MAX_UNKNOWN_KEYS_NAMED).map((key) => `${key}: ${unknown}`);
      if (issue.keys.length > MAX_UNKNOWN_KEYS_NAMED) named.push(`…: ${unknown}`);
      return named.join('; ');
    }
    const { key, params } = messageOfIssue(issue);
    code ??= key;
    const field = issue.path.length > 0 ? issue.path.join('.') : 'body';
    return `${field}: ${renderLoose(key, params, context)}`;
  });
  return { msg: parts.join('; '), code: code ?? 'field.invalid' };
}

/** The same description in English, for answers no player reads (the operator API). */
export function describeZodError(error: z.ZodError, context: MessageContext = ENGLISH): string {
  return describeZodFailure(error, context).msg;
}
