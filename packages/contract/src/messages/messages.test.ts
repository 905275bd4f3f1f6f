import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PHONE_MESSAGES } from '../phone.ts';
import { REGIONS } from '../regions.ts';
import { MESSAGE_LANGUAGES, type MessageKey } from './catalogue.ts';
import { en } from './en.ts';
import { fieldMessage, fieldMessageOf } from './field-messages.ts';
import {
  CATALOGUES,
  durationParts,
  languageOfLocale,
  type MessageContext,
  messageLanguageOf,
  placeholdersOf,
  renderMessage,
} from './render.ts';

const KEYS = Object.keys(en) as MessageKey[];
const plain = (text: string) => text.replace(/\s/g, ' ');
const inIndonesia = (language: MessageContext['language']): MessageContext => ({
  language,
  region: REGIONS.ID,
});

/**
 * Texts that are the same words in a language as in English: product names, codes and loanwords
 * the app uses as they are. Anything else equal to the English is an untranslated copy.
 */
const SAME_AS_ENGLISH: Partial<Record<string, readonly MessageKey[]>> = {
  fr: ['mail.cashback.title'],
};

describe('the message catalogue', () => {
  it('has every key in every language, with the same placeholders', () => {
    for (const language of MESSAGE_LANGUAGES) {
      const catalogue = CATALOGUES[language];
      expect(Object.keys(catalogue).sort(), language).toEqual([...KEYS].sort());
      for (const key of KEYS) {
        expect(placeholdersOf(catalogue[key]), `${language} ${key}`).toEqual(placeholdersOf(en[key]));
      }
    }
  });

  it('is translated, not copied from English', () => {
    for (const language of MESSAGE_LANGUAGES.filter((candidate) => candidate !== 'en')) {
      const allowed = SAME_AS_ENGLISH[language] ?? [];
      const copies = KEYS.filter((key) => CATALOGUES[language][key] === en[key] && !allowed.includes(key));
      expect(copies, language).toEqual([]);
    }
  });

  it('uses only the parameter types the renderer knows', () => {
    const known = ['text', 'number', 'quantity', 'money', 'duration', 'bytes', 'date', 'choices'];
    for (const key of KEYS) {
      for (const placeholder of placeholdersOf(en[key])) {
        expect(known, `${key} ${placeholder}`).toContain(placeholder.split(':')[1]);
      }
    }
  });

  it("holds the phone problems' English, which the app compares, to the catalogue", () => {
    for (const [problem, text] of Object.entries(PHONE_MESSAGES)) {
      expect(en[`phone.${problem}` as MessageKey]).toBe(text);
    }
  });
});

describe('rendering', () => {
  it('writes money the region and language way: Rupiah the Indonesian way', () => {
    const range = { min: 10_000_000n, max: 156_547_800n };
    expect(plain(renderMessage('deposit.amountRange', inIndonesia('id'), range))).toBe(
      'Jumlah deposit harus antara Rp 100.000 - Rp 1.565.478',
    );
    expect(
      plain(
        renderMessage('withdraw.minimum', { language: 'en', region: REGIONS.IN }, { amount: 10_000_000n }),
      ),
    ).toBe('The minimum withdrawal is ₹1,00,000');
    expect(plain(renderMessage('withdraw.minimum', inIndonesia('en'), { amount: 5_050n }))).toBe(
      'The minimum withdrawal is Rp 50,50',
    );
  });

  it('writes durations, sizes, counts and choices in the language', () => {
    expect(renderMessage('otp.wait', inIndonesia('id'), { wait: 30_000 })).toBe(
      'Tunggu 30 detik sebelum meminta kode lagi',
    );
    expect(renderMessage('promo.signupBonusClosed', inIndonesia('en'), { open: 24 * 3_600_000 })).toBe(
      'The sign-up bonus is open for 24 hours after registration',
    );
    expect(renderMessage('request.bodyTooLarge', inIndonesia('en'), { limit: 4096 })).toBe(
      'the request is larger than 4 kB',
    );
    expect(renderMessage('field.tooLong', inIndonesia('id'), { max: 16_384 })).toBe(
      'maksimal 16.384 karakter',
    );
    expect(renderMessage('field.oneOf', inIndonesia('id'), { options: ['imps', 'upi'] })).toBe(
      'harus imps atau upi',
    );
    expect(renderMessage('field.oneOf', inIndonesia('en'), { options: ['a', 'b', 'c'] })).toBe(
      'must be a, b or c',
    );
  });

  it('rounds a wait up and names it in the largest readable unit', () => {
    expect(durationParts(1)).toEqual({ amount: 1, unit: 'second' });
    expect(durationParts(119_000)).toEqual({ amount: 119, unit: 'second' });
    expect(durationParts(5 * 60_000)).toEqual({ amount: 5, unit: 'minute' });
    expect(durationParts(30 * 60_000 + 1)).toEqual({ amount: 31, unit: 'minute' });
    expect(durationParts(24 * 3_600_000)).toEqual({ amount: 24, unit: 'hour' });
    expect(durationParts(7 * 24 * 3_600_000)).toEqual({ amount: 7, unit: 'day' });
  });

  it('answers in the request locale, else the region language, else English', () => {
    expect(messageLanguageOf('id', REGIONS.IN)).toBe('id');
    expect(messageLanguageOf('zh-TW', REGIONS.ID)).toBe('zh-TW');
    expect(messageLanguageOf('en-US', REGIONS.ID)).toBe('en');
    expect(messageLanguageOf(null, REGIONS.ID)).toBe('id');
    expect(messageLanguageOf('ja', REGIONS.ID)).toBe('id');
    expect(messageLanguageOf(undefined, REGIONS.IN)).toBe('en');
    expect(languageOfLocale('ind')).toBe('id');
    expect(languageOfLocale('zh-Hant-HK')).toBe('zh-TW');
    expect(languageOfLocale('ZH_cn')).toBe('zh-CN');
    expect(languageOfLocale(42)).toBeNull();
    // Names of Object's own properties are no language (a hostile client sent them).
    for (const hostile of [
      'constructor',
      'CONSTRUCTOR',
      'constructor-US',
      'toString',
      '__proto__',
      'hasOwnProperty',
    ])
      expect(messageLanguageOf(hostile, REGIONS.ID), hostile).toBe('id');
  });
});

describe('schema messages', () => {
  it('are English sentences that remember their key and parameters', () => {
    const text = fieldMessage('field.passwordLength', { min: 6, max: 32 });
    expect(text).toBe('The password must be 6-32 characters');
    expect(fieldMessageOf(text)).toEqual({ key: 'field.passwordLength', params: { min: 6, max: 32 } });
    expect(fieldMessageOf('Invalid input: expected string, received number')).toBeNull();
  });

  it('refuse two keys with the same English (the answer could not tell them apart)', () => {
    expect(() => fieldMessage('payout.empty')).not.toThrow();
    expect(() => fieldMessage('field.accountNumberEmpty')).toThrow(/both/);
  });

  it('are never literal text in a call schema: each goes through fieldMessage', () => {
    const calls = join(import.meta.dirname, '..', 'calls');
    const files = [
      ...readdirSync(calls).map((name) => join(calls, name)),
      join(import.meta.dirname, '..', 'fields.ts'),
    ];
    // A message is the text after `error:` or the last argument of a check (the pattern of
    // .regex(/(a|b)/, ...) may hold one level of parentheses).
    const literalMessage =
      /(?:\berror:\s*|\.(?:min|max|length|regex|refine|email|positive|nonnegative|int|gte|lte)\((?:[^()]|\([^()]*\))*?,\s*)['"`]/g;
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      const offending = [...text.matchAll(literalMessage)].map(
        (match) => `line ${text.slice(0, match.index).split('\n').length}: ${match[0].trim()}`,
      );
      expect(offending, file).toEqual([]);
    }
  });
});
