import { describe, expect, it } from 'vitest';
import {
  formatAmountIn,
  formatMoneyIn,
  formatMoneyShort,
  formatQuantityIn,
  moneyStyle,
} from './money-format.ts';
import { REGIONS } from './regions.ts';

/** Intl separates the symbol with a no-break space; the tests read it as a space. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('the money formatter (one, on Intl, per language and region)', () => {
  const idID = moneyStyle(REGIONS.ID, 'ind');
  const enIN = moneyStyle(REGIONS.IN, 'en');
  const enPK = moneyStyle(REGIONS.PK, 'en');

  it('formats Rupiah the Indonesian way, decimals only when the amount has them', () => {
    expect(idID.locale).toBe('id-ID');
    expect(plain(formatMoneyIn(idID, 1565478))).toBe('Rp 1.565.478');
    expect(plain(formatMoneyIn(idID, 1565477.6))).toBe('Rp 1.565.477,60');
    expect(plain(formatMoneyIn(idID, 0))).toBe('Rp 0');
    expect(plain(formatMoneyIn(idID, -50))).toBe('-Rp 50');
    expect(plain(formatAmountIn(idID, 100000))).toBe('100.000');
    // An unknown language (even the name of an Object property) reads as English.
    expect(moneyStyle(REGIONS.ID, 'constructor').locale).toBe('en-ID');
    expect(moneyStyle(REGIONS.ID, '__proto__').locale).toBe('en-ID');
  });

  it('groups rupees the Indian way and shows Pakistani rupees as Rs', () => {
    expect(plain(formatMoneyIn(enIN, 100000))).toBe('₹1,00,000');
    expect(plain(formatMoneyIn(enIN, 1234.5))).toBe('₹1,234.50');
    expect(plain(formatMoneyIn(enPK, 100000))).toBe('Rs 100,000');
    expect(plain(formatMoneyIn(moneyStyle(REGIONS.IN, 'hi'), 100000))).toBe('₹1,00,000');
  });

  it('writes large amounts in the language short form', () => {
    expect(plain(formatMoneyShort(idID, 5_500_000))).toBe('Rp 5,5 jt');
    expect(plain(formatMoneyShort(idID, 12_345))).toBe('Rp 12,35 rb');
    expect(plain(formatMoneyShort(moneyStyle(REGIONS.ID, 'en'), 5_500_000))).toBe('Rp 5,5M');
    expect(plain(formatMoneyShort(enPK, 12_345))).toBe('Rs 12.35K');
    expect(plain(formatMoneyShort(enPK, 9_999))).toBe('Rs 9,999');
    expect(plain(formatMoneyShort(moneyStyle(REGIONS.IN, 'en'), 45_000))).toBe('₹45K');
  });

  it('reads unknown languages as English and Chinese in its own script', () => {
    expect(moneyStyle(REGIONS.PK, 'xx').locale).toBe('en-PK');
    expect(moneyStyle(REGIONS.ID, 'zh-TW').locale).toBe('zh-Hant-ID');
    expect(plain(formatMoneyIn(moneyStyle(REGIONS.ID, 'zh-CN'), 100000))).toBe('Rp 100,000');
  });
});

describe('quantities that are not money (coins)', () => {
  it('keeps every written decimal and uses the language separators', () => {
    const idID = moneyStyle(REGIONS.ID, 'ind');
    const enIN = moneyStyle(REGIONS.IN, 'en');
    expect(formatQuantityIn(idID, '100000')).toBe('100.000');
    expect(formatQuantityIn(idID, '0.000018')).toBe('0,000018');
    expect(formatQuantityIn(idID, '10.890')).toBe('10,890');
    expect(formatQuantityIn(enIN, '100000')).toBe('1,00,000');
    expect(formatQuantityIn(enIN, '12345678901234.1234567')).toBe('1,23,45,67,89,01,234.1234567');
    expect(formatQuantityIn(enIN, 'n/a')).toBe('n/a');
  });
});
