import { act, renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { currentMoneyStyle, useMoney } from './money.ts';
import { getRegion, setRegionForTests } from './region.ts';
import { initEnglishTexts } from './testing/english-texts.ts';

/** Intl separates the symbol with a no-break space; the tests read it as a space. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

beforeAll(initEnglishTexts);
// The files of a worker share modules: the region an earlier file read is forgotten first.
beforeEach(() => setRegionForTests(undefined));

afterEach(async () => {
  setRegionForTests(undefined);
  document.head.querySelector('meta[name="fairplay-region"]')?.remove();
  await i18next.changeLanguage('en');
});

describe('the region', () => {
  it('reads the currency from the region code when the meta does not name it', () => {
    const meta = document.createElement('meta');
    meta.name = 'fairplay-region';
    meta.content = JSON.stringify({ code: 'PK', currencySign: 'Rs', languageKey: 'en' });
    document.head.append(meta);
    expect(getRegion()).toMatchObject({ code: 'PK', currency: 'PKR', currencySign: 'Rs' });
  });

  it('is Indonesia with Rupiah by default', () => {
    expect(getRegion()).toMatchObject({ code: 'ID', currency: 'IDR', currencyDecimals: 2 });
  });
});

describe('currentMoneyStyle', () => {
  it("follows the region and the player's language", async () => {
    await i18next.changeLanguage('ind');
    expect(currentMoneyStyle()).toEqual({ locale: 'id-ID', currency: 'IDR', decimals: 2 });
    setRegionForTests({ code: 'IN', currencySign: '₹' });
    await i18next.changeLanguage('en');
    expect(currentMoneyStyle()).toEqual({ locale: 'en-IN', currency: 'INR', decimals: 2 });
  });
});

describe('useMoney', () => {
  it('formats money, bare amounts and short amounts', async () => {
    await i18next.changeLanguage('ind');
    const { result } = renderHook(() => useMoney());
    expect(plain(result.current.money(100_000))).toBe('Rp 100.000');
    expect(plain(result.current.money(1_565_477.6))).toBe('Rp 1.565.477,60');
    expect(result.current.amount(100_000)).toBe('100.000');
    expect(plain(result.current.short(5_500_000))).toBe('Rp 5,5 jt');
    expect(plain(result.current.short(9_999))).toBe('Rp 9.999');
  });

  it('re-renders in the new language when the player changes it', async () => {
    setRegionForTests({ code: 'PK', currencySign: 'Rs' });
    await i18next.changeLanguage('ind');
    const { result } = renderHook(() => useMoney());
    expect(plain(result.current.short(12_345))).toBe('Rs 12,35 rb');
    await act(() => i18next.changeLanguage('en'));
    expect(plain(result.current.money(100_000))).toBe('Rs 100,000');
    expect(plain(result.current.short(12_345))).toBe('Rs 12.35K');
  });
});
