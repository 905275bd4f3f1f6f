import { describe, expect, it } from 'vitest';
import { en } from './locales/en.ts';
import { id } from './locales/id.ts';

/** Every text of a bundle by its dotted key. */
function flatten(texts: object, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(texts)) {
    if (typeof value === 'string') flat.set(`${prefix}${key}`, value);
    else for (const [inner, text] of flatten(value as object, `${prefix}${key}.`)) flat.set(inner, text);
  }
  return flat;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('the console texts', () => {
  it('are never empty in English', () => {
    for (const [key, text] of flatten(en)) expect(text.trim(), key).not.toBe('');
  });

  it('in another language use only English keys and the same placeholders', () => {
    const english = flatten(en);
    for (const [key, text] of flatten(id)) {
      expect(english.has(key), `id has ${key}, which English lacks`).toBe(true);
      expect(placeholders(text), key).toEqual(placeholders(english.get(key)!));
    }
  });
});
