import { describe, expect, it } from 'vitest';
import { countdownParts, formatClock } from './countdown.ts';

const NOW = Date.parse('2026-11-22T10:00:00.000Z');

describe('formatClock', () => {
  it('pads hours, minutes and seconds and drops milliseconds', () => {
    expect(formatClock(0)).toBe('00:00:00');
    expect(formatClock(999)).toBe('00:00:00');
    expect(formatClock(61_500)).toBe('00:01:01');
    expect(formatClock(23 * 3_600_000 + 59 * 60_000 + 59_000)).toBe('23:59:59');
  });

  it('never shows a negative time', () => {
    expect(formatClock(-5_000)).toBe('00:00:00');
  });
});

describe('countdownParts', () => {
  it('splits whole days from the clock', () => {
    expect(countdownParts('2026-11-24T13:04:05.000Z', NOW)).toEqual({
      days: 2,
      clock: '03:04:05',
      isOver: false,
    });
    expect(countdownParts('2026-11-22T10:00:30.000Z', NOW)).toEqual({
      days: 0,
      clock: '00:00:30',
      isOver: false,
    });
  });

  it('is over at the deadline and after it', () => {
    expect(countdownParts('2026-11-22T10:00:00.000Z', NOW)).toEqual({
      days: 0,
      clock: '00:00:00',
      isOver: true,
    });
    expect(countdownParts('2026-11-21T10:00:00.000Z', NOW)?.isOver).toBe(true);
  });

  it('gives up on text that is not an instant', () => {
    expect(countdownParts('soon', NOW)).toBeNull();
  });
});
