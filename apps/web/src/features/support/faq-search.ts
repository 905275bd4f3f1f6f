import type { FaqItem } from './api.ts';

const normalize = (text: string) => text.toLocaleLowerCase().replace(/\s+/g, ' ').trim();

/**
 * The questions of a category ('' for all) whose question or answer holds every word of the query,
 * in the operator's order.
 */
export function filterFaq(items: readonly FaqItem[], query: string, category: string): FaqItem[] {
  const words = normalize(query).split(' ').filter(Boolean);
  return items.filter((item) => {
    if (category && item.category !== category) return false;
    const text = normalize(`${item.question} ${item.answer}`);
    return words.every((word) => text.includes(word));
  });
}

/** Other questions of the same category, for the answer page. */
export function relatedFaq(items: readonly FaqItem[], item: FaqItem, limit = 5): FaqItem[] {
  return items.filter((other) => other.category === item.category && other.id !== item.id).slice(0, limit);
}
