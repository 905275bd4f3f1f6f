import { describe, expect, it } from 'vitest';
import {
  activeBonus,
  allAmountMinor,
  amountInputText,
  feeRatePpm,
  isLiveAmountProblem,
  parseAmountMinor,
  payoutAccountOf,
  quoteWithdrawal,
  sanitizeAmountInput,
  setupStep,
  wagerLeftAmount,
  withdrawAmountProblem,
  withdrawBlock,
  withdrawPasswordEntryProblem,
} from './withdraw-rules.ts';

const limits = { balance: 5_000, remainingLimit: 3_000, minAmount: 100, maxAmount: 20_000 };

describe('parseAmountMinor', () => {
  it('reads typed text exactly in minor units', () => {
    expect(parseAmountMinor('100', 2)).toBe(10_000n);
    expect(parseAmountMinor('0.1', 2)).toBe(10n);
    expect(parseAmountMinor('1234.56', 2)).toBe(123_456n);
    expect(parseAmountMinor('7.', 2)).toBe(700n);
    expect(parseAmountMinor(' 42 ', 2)).toBe(4_200n);
  });

  it('refuses empty text, other characters and too many decimals', () => {
    expect(parseAmountMinor('', 2)).toBeNull();
    expect(parseAmountMinor('.', 2)).toBeNull();
    expect(parseAmountMinor('1,000', 2)).toBeNull();
    expect(parseAmountMinor('-5', 2)).toBeNull();
    expect(parseAmountMinor('1.234', 2)).toBeNull();
    expect(parseAmountMinor('12', 0)).toBe(12n);
    expect(parseAmountMinor('12.5', 0)).toBeNull();
  });
});

describe('sanitizeAmountInput', () => {
  it('keeps digits and one point with at most 2 decimals', () => {
    expect(sanitizeAmountInput('12a3', 2)).toBe('123');
    expect(sanitizeAmountInput('1.2.3', 2)).toBe('1.23');
    expect(sanitizeAmountInput('1.239', 2)).toBe('1.23');
    expect(sanitizeAmountInput('.5', 2)).toBe('0.5');
    expect(sanitizeAmountInput('12,5', 2)).toBe('12.5');
    expect(sanitizeAmountInput('007', 2)).toBe('7');
    expect(sanitizeAmountInput('1234567890123456', 2)).toBe('123456789012');
  });
});

describe('quoteWithdrawal (fee and arrival in minor units)', () => {
  it('charges amount x feeRate rounded down and pays the rest', () => {
    expect(quoteWithdrawal('1000', 0.032, 2)).toEqual({
      amountMinor: 100_000n,
      feeMinor: 3_200n,
      arrivalMinor: 96_800n,
    });
    // 333.33 x 3.2% = 10.66656 -> 10.66 (never rounded up), arrival 322.67
    expect(quoteWithdrawal('333.33', 0.032, 2)).toEqual({
      amountMinor: 33_333n,
      feeMinor: 1_066n,
      arrivalMinor: 32_267n,
    });
  });

  it('has no float drift where floats would have it', () => {
    // In floats 1.15 x 100 = 114.99999999999999, so a float "amount in cents" would lose a cent.
    expect(quoteWithdrawal('1.15', 0, 2)).toEqual({ amountMinor: 115n, feeMinor: 0n, arrivalMinor: 115n });
    // In floats the fee would be 3.2032 and the arrival 96.8968: not amounts with 2 decimals.
    expect(quoteWithdrawal('100.1', 0.032, 2)).toEqual({
      amountMinor: 10_010n,
      feeMinor: 320n,
      arrivalMinor: 9_690n,
    });
    // Large amounts stay exact to the cent.
    expect(quoteWithdrawal('99999999999.99', 0.032, 2)).toEqual({
      amountMinor: 9_999_999_999_999n,
      feeMinor: 319_999_999_999n,
      arrivalMinor: 9_680_000_000_000n,
    });
  });

  it('reads the fee ratio back as the server keeps it (parts per million)', () => {
    expect(feeRatePpm(0.032)).toBe(32_000n);
    expect(feeRatePpm(0.015)).toBe(15_000n);
    expect(feeRatePpm(0)).toBe(0n);
    expect(feeRatePpm(-1)).toBe(0n);
    expect(feeRatePpm(Number.NaN)).toBe(0n);
  });

  it('is null until a positive amount is typed', () => {
    expect(quoteWithdrawal('', 0.032, 2)).toBeNull();
    expect(quoteWithdrawal('0', 0.032, 2)).toBeNull();
    expect(quoteWithdrawal('abc', 0.032, 2)).toBeNull();
  });
});

describe('amount helpers', () => {
  it('"All" is the smaller of balance and remaining limit, never negative', () => {
    expect(allAmountMinor({ balance: 5_000, remainingLimit: 3_000 }, 2)).toBe(300_000n);
    expect(allAmountMinor({ balance: 1_234.56, remainingLimit: 3_000 }, 2)).toBe(123_456n);
    expect(allAmountMinor({ balance: 0, remainingLimit: 3_000 }, 2)).toBe(0n);
  });

  it('writes minor units back as field text without trailing zeros', () => {
    expect(amountInputText(300_000n, 2)).toBe('3000');
    expect(amountInputText(123_450n, 2)).toBe('1234.5');
    expect(amountInputText(123_456n, 2)).toBe('1234.56');
    expect(amountInputText(0n, 2)).toBe('0');
    expect(amountInputText(32_000n, 4)).toBe('3.2');
  });
});

describe('withdrawAmountProblem', () => {
  it('says the amount is empty when nothing readable is typed', () => {
    expect(withdrawAmountProblem('', limits, 2)).toEqual({ kind: 'empty' });
    expect(withdrawAmountProblem('   ', limits, 2)).toEqual({ kind: 'empty' });
    expect(withdrawAmountProblem('.', limits, 2)).toEqual({ kind: 'empty' });
  });

  it('checks minimum, maximum, balance and the limit left today, in that order', () => {
    expect(withdrawAmountProblem('0', limits, 2)).toEqual({ kind: 'belowMin', limit: 100 });
    expect(withdrawAmountProblem('99.99', limits, 2)).toEqual({ kind: 'belowMin', limit: 100 });
    expect(withdrawAmountProblem('100', limits, 2)).toBeNull();
    expect(withdrawAmountProblem('20000.01', limits, 2)).toEqual({ kind: 'aboveMax', limit: 20_000 });
    expect(withdrawAmountProblem('5000.01', limits, 2)).toEqual({ kind: 'aboveBalance' });
    expect(withdrawAmountProblem('3000.01', limits, 2)).toEqual({ kind: 'aboveLimit', limit: 3_000 });
    expect(withdrawAmountProblem('3000', limits, 2)).toBeNull();
  });

  it('shows only "too much" problems while typing', () => {
    expect(isLiveAmountProblem({ kind: 'empty' })).toBe(false);
    expect(isLiveAmountProblem({ kind: 'belowMin', limit: 100 })).toBe(false);
    expect(isLiveAmountProblem({ kind: 'aboveBalance' })).toBe(true);
    expect(isLiveAmountProblem(null)).toBe(false);
  });
});

describe('wager and blocks', () => {
  it('gives the N of the wager message as the server writes it, only while some is left', () => {
    expect(wagerLeftAmount(500)).toBe(500);
    expect(wagerLeftAmount(123.45)).toBe(123.45);
    expect(wagerLeftAmount(0)).toBeNull();
    expect(wagerLeftAmount(-1)).toBeNull();
  });

  it('blocks a withdrawal while wager is left, with no times left or no limit left', () => {
    const ready = { wagerRemaining: 0, remainingTimes: 2, remainingLimit: 100 };
    expect(withdrawBlock(ready)).toBeNull();
    expect(withdrawBlock({ ...ready, wagerRemaining: 500 })).toBe('wager');
    expect(withdrawBlock({ ...ready, remainingTimes: 0 })).toBe('noTimesLeft');
    expect(withdrawBlock({ ...ready, remainingLimit: 0 })).toBe('noLimitLeft');
  });
});

describe('setupStep (spec point 6)', () => {
  const account = { accountId: 1 };
  it('asks for the withdrawal password first, through phone binding when no phone is bound', () => {
    expect(setupStep({ hasWithdrawPassword: false, hasPhone: false, accounts: [] })).toBe('phone');
    expect(setupStep({ hasWithdrawPassword: false, hasPhone: true, accounts: [account] })).toBe('password');
  });

  it('then for an account, then nothing', () => {
    expect(setupStep({ hasWithdrawPassword: true, hasPhone: true, accounts: [] })).toBe('account');
    expect(setupStep({ hasWithdrawPassword: true, hasPhone: true, accounts: [account] })).toBeNull();
  });
});

describe('payoutAccountOf', () => {
  it('preselects the default account, else the first', () => {
    const first = { accountId: 1, isDefault: false };
    const second = { accountId: 2, isDefault: true };
    expect(payoutAccountOf([first, second])).toBe(second);
    expect(payoutAccountOf([first])).toBe(first);
    expect(payoutAccountOf([])).toBeNull();
  });
});

describe('withdrawPasswordEntryProblem', () => {
  it('needs the 6-digit password', () => {
    expect(withdrawPasswordEntryProblem('')).toBe('empty');
    expect(withdrawPasswordEntryProblem('12345')).toBe('format');
    expect(withdrawPasswordEntryProblem('12345a')).toBe('format');
    expect(withdrawPasswordEntryProblem('123456')).toBeNull();
  });
});

describe('activeBonus', () => {
  it('is the bonus while there is bonus money or wagering left, else null', () => {
    expect(activeBonus({ bonusBalance: 0, bonusWagerRemaining: 0 })).toBeNull();
    expect(activeBonus({ bonusBalance: 250, bonusWagerRemaining: 8_750 })).toEqual({
      amount: 250,
      wagerLeft: 8_750,
    });
    // All staked in a round that has not ended: still active.
    expect(activeBonus({ bonusBalance: 0, bonusWagerRemaining: 100 })).toEqual({ amount: 0, wagerLeft: 100 });
    expect(activeBonus({ bonusBalance: Number.NaN, bonusWagerRemaining: 0 })).toBeNull();
  });
});
