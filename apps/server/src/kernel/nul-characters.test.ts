import { describe, expect, it } from 'vitest';
import { fieldWithNulCharacter, storableText } from './nul-characters.ts';

describe('NUL characters (PostgreSQL text cannot hold them)', () => {
  it('names the first string or key that holds one', () => {
    expect(fieldWithNulCharacter({ a: 'ok', list: [{ name: 'x\u0000' }] })).toBe('list.0.name');
    expect(fieldWithNulCharacter('x\u0000')).toBe('body');
    // Attack finding: a record's key with a NUL reached the database and answered 500.
    expect(fieldWithNulCharacter({ weights: { 'a\u0000b': 1000 } })).toBe('weights."a\\u0000b"');
    expect(fieldWithNulCharacter({ 'k\u0000': 1 })).toBe('"k\\u0000"');
    expect(fieldWithNulCharacter({ a: ['fine', { b: 1 }] })).toBeNull();
  });

  it('writes text so it can be stored, NUL characters visible', () => {
    expect(storableText('X\u0000Y')).toBe('X\\u0000Y');
    expect(storableText('plain')).toBe('plain');
  });
});
