import { storage } from '../../shared/storage.ts';

/** The player's recent searches on this device: newest first, at most 8, no repeats. */

export const RECENT_SEARCHES_KEY = 'fairplay-recent-searches';
export const RECENT_SEARCHES_MAX = 8;
/** The longest keyword the search call accepts. */
export const KEYWORD_MAX_LENGTH = 50;

/** A keyword as searched: trimmed, inner spaces collapsed, cut to the call's limit. */
export function normalizeKeyword(keyword: string): string {
  return keyword.trim().replace(/\s+/g, ' ').slice(0, KEYWORD_MAX_LENGTH).trim();
}

/** The list with the keyword in front; an earlier copy (any letter case) moves up instead of repeating. */
export function withRecentSearch(list: readonly string[], keyword: string): string[] {
  const entry = normalizeKeyword(keyword);
  if (entry === '') return [...list];
  const key = entry.toLowerCase();
  return [entry, ...list.filter((item) => item.toLowerCase() !== key)].slice(0, RECENT_SEARCHES_MAX);
}

/** Reads the stored list; anything unreadable counts as empty. */
export function readRecentSearches(): string[] {
  const raw = storage.get(RECENT_SEARCHES_KEY);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter((item): item is string => typeof item === 'string')
      .map(normalizeKeyword)
      .filter((item) => item !== '')
      .slice(0, RECENT_SEARCHES_MAX);
  } catch {
    return [];
  }
}

/** Remembers a search and returns the new list. */
export function rememberSearch(keyword: string): string[] {
  const list = withRecentSearch(readRecentSearches(), keyword);
  storage.set(RECENT_SEARCHES_KEY, JSON.stringify(list));
  return list;
}

export function clearRecentSearches(): void {
  storage.remove(RECENT_SEARCHES_KEY);
}
