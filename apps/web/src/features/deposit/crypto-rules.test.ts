import { describe, expect, it } from 'vitest';
import { coinAmountFor, coinLimitText, isCoinAmountInRange } from './crypto-rules.ts';

const usdt = { exchangeRate: 91.83, decimalPlaces: 3, minAmount: 10, maxAmount: 100000 };
const eth = { exchangeRate: 270207, decimalPlaces: 4, minAmount: 0.001, maxAmount: 200 };
const btc = { exchangeRate: 5510890, decimalPlaces: 7, minAmount: 0.000018, maxAmount: 10 };

describe('crypto conversion (amount / exchangeRate, rounded to decimalPlaces)', () => {
  it('converts local money to coins exactly, rounding half up', () => {
    expect(coinAmountFor('1000', usdt)).toBe('10.890'); // 10.88969...
    expect(coinAmountFor('918.3', usdt)).toBe('10.000');
    expect(coinAmountFor('100', btc)).toBe('0.0000181'); // 0.00001814...
    expect(coinAmountFor('270207', eth)).toBe('1.0000');
    expect(coinAmountFor('0.01', usdt)).toBe('0.000');
  });

  it('has no float noise: 0.3 / 0.1 is exactly 3', () => {
    expect(coinAmountFor('0.3', { exchangeRate: 0.1, decimalPlaces: 2 })).toBe('3.00');
    expect(coinAmountFor('0.7', { exchangeRate: 0.1, decimalPlaces: 0 })).toBe('7');
    // 1.005 / 1 at 2 places: floats give 1.00, exact half-up gives 1.01.
    expect(coinAmountFor('1.005', { exchangeRate: 1, decimalPlaces: 2 })).toBe('1.01');
  });

  it('gives nothing for an empty amount or a zero rate', () => {
    expect(coinAmountFor('', usdt)).toBeNull();
    expect(coinAmountFor('abc', usdt)).toBeNull();
    expect(coinAmountFor('100', { exchangeRate: 0, decimalPlaces: 2 })).toBeNull();
  });

  it('checks min and max in coins, bounds included', () => {
    expect(isCoinAmountInRange('10.000', usdt)).toBe(true);
    expect(isCoinAmountInRange('9.999', usdt)).toBe(false);
    expect(isCoinAmountInRange('100000.000', usdt)).toBe(true);
    expect(isCoinAmountInRange('100000.001', usdt)).toBe(false);
    expect(isCoinAmountInRange('0.0000180', btc)).toBe(true);
    expect(isCoinAmountInRange('0.0000179', btc)).toBe(false);
    expect(isCoinAmountInRange('0.0000001', { minAmount: 1e-7, maxAmount: 1 })).toBe(true);
  });

  it('prints limits without exponents', () => {
    expect(coinLimitText(0.000018)).toBe('0.000018');
    expect(coinLimitText(1e-7)).toBe('0.0000001');
    expect(coinLimitText(100000)).toBe('100000');
  });
});
