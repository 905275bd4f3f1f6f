import { REGIONS } from '@fairplay/contract/regions';
import { describe, expect, it } from 'vitest';
import { contentLanguageOf, contentLanguages, pickText, ZLocalizedText } from './content-language.ts';

describe('content languages', () => {
  it("reads the player's language, else the region's, else English", () => {
    expect(contentLanguages(REGIONS.ID, 'hi')).toEqual(['hi', 'id', 'en']);
    expect(contentLanguages(REGIONS.ID, 'id')).toEqual(['id', 'en']);
    expect(contentLanguages(REGIONS.ID, null)).toEqual(['id', 'en']);
    expect(contentLanguages(REGIONS.IN, 'zh-TW')).toEqual(['zh-TW', 'en']);
    expect(contentLanguages(REGIONS.IN, 'xx')).toEqual(['en']);
  });

  it("takes the app's key for Indonesian and refuses unknown locales", () => {
    expect(contentLanguageOf('ind')).toBe('id');
    expect(contentLanguageOf('zh-CN')).toBe('zh-CN');
    expect(contentLanguageOf('klingon')).toBeNull();
    expect(contentLanguageOf(undefined)).toBeNull();
  });

  it('picks the first language a text is written in, and says which', () => {
    const texts = { en: 'Deposit', id: 'Setoran' };
    expect(pickText(texts, ['hi', 'id', 'en'])).toEqual({ language: 'id', text: 'Setoran' });
    expect(pickText(texts, ['fr', 'en'])).toEqual({ language: 'en', text: 'Deposit' });
    expect(pickText({ hi: 'जमा' }, ['id', 'en'])).toBeNull();
  });

  it('reads a text stored before content had languages as English', () => {
    expect(ZLocalizedText().parse('Deposit')).toEqual({ en: 'Deposit' });
    expect(ZLocalizedText().parse({ id: 'Setoran' })).toEqual({ id: 'Setoran' });
    expect(ZLocalizedText().safeParse({}).success).toBe(false);
    expect(ZLocalizedText().safeParse({ xx: 'nope' }).success).toBe(false);
  });
});
