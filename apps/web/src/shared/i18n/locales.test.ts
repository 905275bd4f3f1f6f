import { LANGUAGES } from '@fairplay/contract/constants';
import { describe, expect, it } from 'vitest';
import { LOADERS } from './i18n.ts';
import en from './locales/en/index.ts';

/** Every text of a translation, by its dotted key. */
function texts(value: object, prefix = ''): Map<string, string> {
  return new Map(
    Object.entries(value).flatMap(([key, child]): [string, string][] =>
      typeof child === 'string'
        ? [[`${prefix}${key}`, child]]
        : [...texts(child as object, `${prefix}${key}.`)],
    ),
  );
}

/** The interpolation placeholders of a text, sorted: "{{amount}} of {{max}}" -> ["amount", "max"]. */
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();

describe('translations (issue 12: offer only languages that are complete)', () => {
  const english = texts(en);

  it('offers every language the app has a translation for, and only those', () => {
    expect(Object.keys(LOADERS).sort()).toEqual(LANGUAGES.map((language) => language.key).sort());
    expect(LANGUAGES.map((language) => language.key)).toEqual(
      expect.arrayContaining(['ind', 'en', 'hi', 'es', 'fr', 'zh-CN', 'zh-TW']),
    );
  });

  for (const language of LANGUAGES) {
    it(`${language.name} (${language.key}) has every English text, with the same placeholders, and nothing else`, async () => {
      const translation = texts((await LOADERS[language.key]()).default);
      expect([...translation.keys()].sort()).toEqual([...english.keys()].sort());
      const differing = [...english].flatMap(([key, text]) => {
        const other = translation.get(key) ?? '';
        // A plural form may name the count where English words it ("once"): i18next always passes it.
        const known = (names: string[]) =>
          /_(one|other|few|many|two|zero)$/.test(key) ? names.filter((name) => name !== 'count') : names;
        const isSame =
          JSON.stringify(known(placeholders(other))) === JSON.stringify(known(placeholders(text)));
        return isSame && (other.trim() !== '' || text === '') ? [] : [`${key}: "${text}" -> "${other}"`];
      });
      expect(differing).toEqual([]);
    });
  }
});
