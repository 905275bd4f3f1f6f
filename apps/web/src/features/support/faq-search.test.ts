import { describe, expect, it } from 'vitest';
import type { FaqItem } from './api.ts';
import { filterFaq, relatedFaq } from './faq-search.ts';

const items: FaqItem[] = [
  { id: 1, category: 'deposit', question: 'How long does a deposit take?', answer: 'Within 1-5 minutes.' },
  { id: 2, category: 'deposit', question: 'My payment is missing', answer: 'Submit the UTR.' },
  { id: 3, category: 'withdraw', question: 'When will my withdrawal arrive?', answer: 'Usually in 2 hours.' },
];

describe('FAQ search', () => {
  it('finds every word of the query in the question or answer, ignoring case and spaces', () => {
    expect(filterFaq(items, '  DEPOSIT   take ', '').map((item) => item.id)).toEqual([1]);
    expect(filterFaq(items, 'utr', '').map((item) => item.id)).toEqual([2]);
    expect(filterFaq(items, '', '').map((item) => item.id)).toEqual([1, 2, 3]);
    expect(filterFaq(items, 'bitcoin', '')).toEqual([]);
  });

  it('keeps to the chosen category', () => {
    expect(filterFaq(items, '', 'withdraw').map((item) => item.id)).toEqual([3]);
    expect(filterFaq(items, 'my', 'deposit').map((item) => item.id)).toEqual([2]);
  });

  it('relates questions of the same category', () => {
    expect(relatedFaq(items, items[0]!).map((item) => item.id)).toEqual([2]);
  });
});
