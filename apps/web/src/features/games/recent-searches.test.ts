import { afterEach, describe, expect, it } from 'vitest';
import {
  clearRecentSearches,
  normalizeKeyword,
  RECENT_SEARCHES_KEY,
  readRecentSearches,
  rememberSearch,
  withRecentSearch,
} from './recent-searches.ts';

afterEach(() => localStorage.clear());

describe('recent searches', () => {
  it('puts the newest first and moves a repeat (any case) to the front', () => {
    expect(withRecentSearch(['dice', 'mines'], 'plinko')).toEqual(['plinko', 'dice', 'mines']);
    expect(withRecentSearch(['dice', 'mines'], 'MINES')).toEqual(['MINES', 'dice']);
  });

  it('keeps the last 8 only', () => {
    let list: string[] = [];
    for (let index = 1; index <= 10; index += 1) list = withRecentSearch(list, `game ${index}`);
    expect(list).toHaveLength(8);
    expect(list[0]).toBe('game 10');
    expect(list.at(-1)).toBe('game 3');
  });

  it('ignores blank keywords and tidies spaces', () => {
    expect(withRecentSearch(['dice'], '   ')).toEqual(['dice']);
    expect(normalizeKeyword('  high   roller ')).toBe('high roller');
    expect(normalizeKeyword('x'.repeat(80))).toHaveLength(50);
  });

  it('survives in localStorage and can be cleared', () => {
    rememberSearch('dice');
    rememberSearch('limbo');
    expect(readRecentSearches()).toEqual(['limbo', 'dice']);
    clearRecentSearches();
    expect(readRecentSearches()).toEqual([]);
  });

  it('reads a damaged entry as empty', () => {
    localStorage.setItem(RECENT_SEARCHES_KEY, '{not json');
    expect(readRecentSearches()).toEqual([]);
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['dice', 42, '', null]));
    expect(readRecentSearches()).toEqual(['dice']);
  });
});
