import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { putSetting } from '../settings/index.ts';

type Faq = {
  externalUrl: string | null;
  categories: { key: string; title: string }[];
  items: { id: number; category: string; question: string; answer: string }[];
};
type Service = { top: string; last: string; withdrawalTimeDay: string };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('FAQ in the player language (region ID)', () => {
  it('Indonesian questions and categories for an Indonesian player, English for an English one', async () => {
    const indonesian = await t.ok<Faq>('/faq/list', { locale: 'id' });
    expect(indonesian.categories.find((category) => category.key === 'withdraw')?.title).toBe('Penarikan');
    expect(indonesian.items.map((item) => item.question)).toContain('Berapa lama proses deposit?');
    // Indonesia's payments, not India's: no UTR, the invitation payout on the Jakarta clock.
    const text = indonesian.items.map((item) => `${item.question} ${item.answer}`).join(' ');
    expect(text).not.toMatch(/UTR|GMT\+5:30/);
    expect(text).toContain('06.30 WIB');

    const english = await t.ok<Faq>('/faq/list', { locale: 'en' });
    expect(english.items.map((item) => item.question)).toContain('How long does a deposit take?');
    expect(english.items.map((item) => item.id)).toEqual(indonesian.items.map((item) => item.id));
  });

  it("falls back to the region's language for an unwritten one, and for a request without one", async () => {
    const indonesian = await t.ok<Faq>('/faq/list', { locale: 'id' });
    expect(await t.ok<Faq>('/faq/list', { locale: 'fr' })).toEqual(indonesian);
    expect(await t.ok<Faq>('/faq/list', { locale: null })).toEqual(indonesian);
  });

  it('searches the texts the player reads: an Indonesian word finds its entry', async () => {
    const found = await t.ok<Faq>('/faq/list', { locale: 'id', keyword: 'penarikan' });
    expect(found.items.length).toBeGreaterThan(0);
    expect(
      found.items.every((item) => `${item.question} ${item.answer}`.toLowerCase().includes('penarikan')),
    ).toBe(true);
    // Every word must be there, in any case and order.
    const both = await t.ok<Faq>('/faq/list', { locale: 'id', keyword: '  LUPA   sandi ' });
    expect(both.items.map((item) => item.question)).toEqual(['Saya lupa kata sandi']);
    // The same question in English is not found by its Indonesian words, and the reverse.
    expect((await t.ok<Faq>('/faq/list', { locale: 'en', keyword: 'penarikan' })).items).toEqual([]);
    expect((await t.ok<Faq>('/faq/list', { locale: 'id', keyword: 'withdrawal' })).items).toEqual([]);
    // Categories stay whole: the page groups what was found.
    expect(both.categories.length).toBeGreaterThan(3);
  });

  it('matches without accents, and refuses an overlong keyword', async () => {
    await putSetting(
      t.deps.db,
      'faq',
      {
        categories: [{ key: 'game', title: { en: 'Games', fr: 'Jeux' } }],
        items: [
          { id: 1, category: 'game', texts: { en: { question: 'Are games fair?', answer: 'Yes.' } } },
          {
            id: 2,
            category: 'game',
            texts: {
              en: { question: 'Where is the fairness page?', answer: 'Under Games.' },
              fr: { question: 'Où est la page d’équité ?', answer: 'Dans Jeux.' },
            },
          },
        ],
      },
      t.clock.now(),
    );
    const french = await t.ok<Faq>('/faq/list', { locale: 'fr', keyword: 'equite' });
    expect(french.items.map((item) => item.id)).toEqual([2]);
    // One entry in French, the other in English (the region's language has neither): each searched as read.
    expect(
      (await t.ok<Faq>('/faq/list', { locale: 'fr', keyword: 'fair' })).items.map((item) => item.id),
    ).toEqual([1]);
    const tooLong = await t.call('/faq/list', { locale: 'fr', keyword: 'x'.repeat(65) });
    expect(tooLong.state).toBe('400');
  });

  it('reads a FAQ stored before it had languages as English', async () => {
    await putSetting(
      t.deps.db,
      'faq',
      {
        categories: [{ key: 'deposit', title: 'Deposit' }],
        items: [{ id: 7, category: 'deposit', question: 'Old question?', answer: 'Old answer.' }],
      },
      t.clock.now(),
    );
    const faq = await t.ok<Faq>('/faq/list', { locale: 'id' });
    expect(faq.items).toEqual([
      { id: 7, category: 'deposit', question: 'Old question?', answer: 'Old answer.' },
    ]);
    expect(faq.categories).toEqual([{ key: 'deposit', title: 'Deposit' }]);
  });
});

describe('customer-service page in the player language', () => {
  it("the operator's sentences in Indonesian or English; the days stay the operator's data", async () => {
    const indonesian = await t.ok<Service>('/service/index', { locale: 'id' });
    expect(indonesian.top).toBe('Silakan hubungi layanan pelanggan jika Anda membutuhkan bantuan.');
    expect(indonesian.last).toBe('Kami biasanya menjawab dalam 5 menit.');
    const english = await t.ok<Service>('/service/index', { locale: 'en' });
    expect(english.top).toBe('Please contact the customer service when you need help.');
    expect(english.withdrawalTimeDay).toBe(indonesian.withdrawalTimeDay);
    expect((await t.ok<Service>('/service/index', { locale: 'zh-CN' })).top).toBe(indonesian.top);
  });
});
