import { describe, expect, it } from 'vitest';
import { formatClockTime, formatDateTime } from './format-time.ts';

describe('formatDateTime', () => {
  it("shows an instant in the region's time zone", () => {
    expect(formatDateTime('2025-01-02T03:04:05Z', 'Asia/Kolkata')).toBe('2025-01-02 08:34:05');
    expect(formatDateTime('2025-01-02T20:00:00Z', 'Asia/Jakarta')).toBe('2025-01-03 03:00:00');
  });

  it('shows unreadable text as it came and nothing for nothing', () => {
    expect(formatDateTime('soon', 'Asia/Jakarta')).toBe('soon');
    expect(formatDateTime(null, 'Asia/Jakarta')).toBe('');
    expect(formatDateTime('2025-01-02T03:04:05Z', 'Not/AZone')).toBe('2025-01-02T03:04:05Z');
  });
});

describe('formatClockTime (issue 12: schedule texts in the player region)', () => {
  it('shows the 5:00 India-time payout on an Indonesian clock, with the zone in the language', () => {
    const payout = '2026-11-25T23:30:00.000Z'; // 5:00 in India (UTC+5:30)
    expect(formatClockTime(payout, 'Asia/Jakarta', 'id-ID')).toBe('06.30 WIB');
    expect(formatClockTime(payout, 'Asia/Kolkata', 'en-IN')).toMatch(/^05:00 am IST$/i);
    expect(formatClockTime('not a time', 'Asia/Jakarta', 'id-ID')).toBe('not a time');
  });
});
