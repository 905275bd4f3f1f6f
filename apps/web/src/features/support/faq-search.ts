import type { FaqItem } from './api.ts';

/**
 * The questions of a category ('' for all), in the operator's order. Searching by words is the
 * server's (faqList with a keyword): it reads the texts in the player's language.
 */
export function inCategory(items: readonly FaqItem[], category: string): FaqItem[] {
  return category ? items.filter((item) => item.category === category) : [...items];
}

/** Other questions of the same category, for the answer page. */
export function relatedFaq(items: readonly FaqItem[], item: FaqItem, limit = 5): FaqItem[] {
  return items.filter((other) => other.category === item.category && other.id !== item.id).slice(0, limit);
}
