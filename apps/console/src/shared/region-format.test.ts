import { describe, expect, it } from 'vitest';
import { formatInstant, formatMoney } from './region-format.ts';

const INDONESIA = { code: 'ID', currency: 'IDR', currencyDecimals: 2, timeZone: 'Asia/Jakarta' };
const INDIA = { code: 'IN', currency: 'INR', currencyDecimals: 2, timeZone: 'Asia/Kolkata' };
const PAKISTAN = { code: 'PK', currency: 'PKR', currencyDecimals: 2, timeZone: 'Asia/Karachi' };

// Intl writes a narrow no-break space in some locales: compare with plain spaces.
const plain = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, ' ');

describe('money in the console', () => {
  it('is English with the region currency and grouping, decimals only when there are some', () => {
    expect(plain(formatMoney(INDONESIA, 1_565_478))).toBe('Rp 1.565.478');
    expect(plain(formatMoney(INDIA, 100_000.5))).toBe('₹1,00,000.50');
    expect(plain(formatMoney(PAKISTAN, 100_000))).toBe('Rs 100,000');
    expect(plain(formatMoney(INDIA, -50))).toBe('-₹50');
  });
});

describe('instants in the console', () => {
  it('are read on the region clock', () => {
    // 17:30 UTC is past midnight in Jakarta (UTC+7) and 23:00 in Kolkata (UTC+5:30).
    const instant = '2026-03-01T17:30:05.000Z';
    expect(plain(formatInstant(INDONESIA, instant))).toBe('02 Mar 2026, 00:30:05');
    expect(plain(formatInstant(INDIA, instant))).toBe('01 Mar 2026, 23:00:05');
    expect(plain(formatInstant(PAKISTAN, instant, 'time'))).toBe('22:30');
  });

  it('say nothing for no instant and show an unreadable one as it came', () => {
    expect(formatInstant(INDIA, null)).toBeNull();
    expect(formatInstant(INDIA, 'soon')).toBe('soon');
  });
});
