import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toMajorNumber, toMinorUnits } from './money.ts';
import {
  amountInputText,
  amountRangeText,
  isWithinRange,
  minorRange,
  parseAmountMinor,
  parseAmountRange,
  sanitizeAmountInput,
} from './money-input.ts';

describe('the money-input pipeline', () => {
  it('reads typed text in minor units, refusing more decimals than the currency has', () => {
    expect(parseAmountMinor('100', 2)).toBe(10000n);
    expect(parseAmountMinor(' 100.5 ', 2)).toBe(10050n);
    expect(parseAmountMinor('100.', 2)).toBe(10000n);
    expect(parseAmountMinor('0.07', 2)).toBe(7n);
    expect(parseAmountMinor('1.234', 2)).toBeNull();
    expect(parseAmountMinor('1.5', 0)).toBeNull();
    expect(parseAmountMinor('150000', 0)).toBe(150000n);
    for (const text of ['', 'abc', '-1', '1e5', '.5', '1,5', ' '])
      expect(parseAmountMinor(text, 2), text).toBeNull();
  });

  it('keeps only what an amount field may hold', () => {
    expect(sanitizeAmountInput('1,000.567', 2)).toBe('1.00');
    expect(sanitizeAmountInput('1000.567', 2)).toBe('1000.56');
    expect(sanitizeAmountInput('12a3', 2)).toBe('123');
    expect(sanitizeAmountInput('.5', 2)).toBe('0.5');
    expect(sanitizeAmountInput('1.2.3', 2)).toBe('1.23');
    expect(sanitizeAmountInput('007', 2)).toBe('7');
    expect(sanitizeAmountInput('12.5', 0)).toBe('12');
    expect(sanitizeAmountInput('9'.repeat(20), 2)).toBe('9'.repeat(12));
  });

  it('writes minor units back as the text a field starts with', () => {
    expect(amountInputText(10000n, 2)).toBe('100');
    expect(amountInputText(9680n, 2)).toBe('96.8');
    expect(amountInputText(7n, 2)).toBe('0.07');
    expect(amountInputText(150000n, 0)).toBe('150000');
  });

  it('round-trips every amount: text -> minor -> text -> minor, and agrees with the wire conversion', () => {
    fc.assert(
      fc.property(
        fc
          .constantFrom(0, 2)
          .chain((decimals) =>
            fc.tuple(fc.bigInt({ min: 0n, max: 10n ** BigInt(12 + decimals) - 1n }), fc.constant(decimals)),
          ),
        ([minor, decimals]) => {
          const text = amountInputText(minor, decimals);
          expect(parseAmountMinor(text, decimals)).toBe(minor);
          expect(parseAmountMinor(sanitizeAmountInput(text, decimals), decimals)).toBe(minor);
          expect(toMinorUnits(toMajorNumber(minor, decimals), decimals)).toBe(minor);
        },
      ),
    );
  });

  it('compares with wire ranges in minor units, ends included', () => {
    const range = { min: 100, max: 50000 };
    expect(isWithinRange(10000n, range, 2)).toBe(true);
    expect(isWithinRange(5000000n, range, 2)).toBe(true);
    expect(isWithinRange(9999n, range, 2)).toBe(false);
    expect(isWithinRange(5000001n, range, 2)).toBe(false);
    expect(isWithinRange(null, range, 2)).toBe(false);
    expect(isWithinRange(10000n, null, 2)).toBe(false);
    expect(minorRange({ min: 0.1, max: 0.3 }, 2)).toEqual({ min: 10n, max: 30n });
    expect(minorRange({ min: 5, max: 1 }, 2)).toBeNull();
    expect(minorRange({ min: 1.234, max: 5 }, 2)).toBeNull();
  });

  it('writes a range as the wire carries it and reads it back', () => {
    expect(amountRangeText(10000n, 5000000n, 2)).toBe('[100,50000]');
    expect(amountRangeText(10050n, 20000n, 2)).toBe('[100.5,200]');
    expect(parseAmountRange('[100,50000]')).toEqual({ min: 100, max: 50000 });
    expect(parseAmountRange(amountRangeText(15000000n, 150000000n, 0))).toEqual({
      min: 15000000,
      max: 150000000,
    });
    for (const text of ['[5,1]', '[1]', '', 'oops', '[1,"x"]', '{"min":1}'])
      expect(parseAmountRange(text), text).toBeNull();
  });
});
