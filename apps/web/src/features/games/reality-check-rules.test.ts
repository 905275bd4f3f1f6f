import { describe, expect, it } from 'vitest';
import { checksDue, elapsedSecondsAt, formatElapsed, isCheckDue } from './reality-check-rules.ts';

describe('reality check rules', () => {
  it('counts the session on the server and adds only the seconds since it was read', () => {
    expect(elapsedSecondsAt(600, 1_000_000, 1_000_000)).toBe(600);
    expect(elapsedSecondsAt(600, 1_000_000, 1_030_999)).toBe(630);
    // A device clock that went back does not take time off.
    expect(elapsedSecondsAt(600, 1_000_000, 900_000)).toBe(600);
  });

  it('comes due once per interval, and again only at the next one after an answer', () => {
    expect(checksDue(14 * 60 + 59, 15)).toBe(0);
    expect(checksDue(15 * 60, 15)).toBe(1);
    expect(checksDue(47 * 60, 15)).toBe(3);
    expect(isCheckDue(14 * 60, 15, 0)).toBe(false);
    expect(isCheckDue(15 * 60, 15, 0)).toBe(true);
    // Answered at 15:20: the next one comes at 30:00.
    expect(isCheckDue(29 * 60, 15, 15 * 60 + 20)).toBe(false);
    expect(isCheckDue(30 * 60, 15, 15 * 60 + 20)).toBe(true);
    // Answered at 30:00, then a 60-minute interval chosen: the next one comes at 60:00, not at once.
    expect(isCheckDue(45 * 60, 60, 30 * 60)).toBe(false);
    expect(isCheckDue(60 * 60, 60, 30 * 60)).toBe(true);
    expect(checksDue(10_000, 0)).toBe(0);
  });

  it('writes the time as a clock does', () => {
    expect(formatElapsed(42)).toBe('0:42');
    expect(formatElapsed(16 * 60 + 5)).toBe('16:05');
    expect(formatElapsed(3_723)).toBe('1:02:03');
    expect(formatElapsed(-5)).toBe('0:00');
  });
});
