import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-time.ts';

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
