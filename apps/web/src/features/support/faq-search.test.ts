import { describe, expect, it } from 'vitest';
import type { FaqItem } from './api.ts';
import { inCategory, relatedFaq } from './faq-search.ts';

const items: FaqItem[] = [
  { id: 1, category: 'deposit', question: 'Berapa lama proses deposit?', answer: 'Dalam 1-5 menit.' },
  { id: 2, category: 'deposit', question: 'Pembayaran saya hilang', answer: 'Hubungi layanan pelanggan.' },
  { id: 3, category: 'withdraw', question: 'Kapan penarikan saya masuk?', answer: 'Biasanya dalam 2 jam.' },
];

describe('FAQ lists', () => {
  it('keeps to the chosen category, or shows all in order', () => {
    expect(inCategory(items, 'withdraw').map((item) => item.id)).toEqual([3]);
    expect(inCategory(items, '').map((item) => item.id)).toEqual([1, 2, 3]);
  });

  it('relates questions of the same category', () => {
    expect(relatedFaq(items, items[0]!).map((item) => item.id)).toEqual([2]);
  });
});
