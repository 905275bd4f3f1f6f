import { describe, expect, it } from 'vitest';
import { IFSC_PATTERN } from './account-patterns.ts';
import { addPayoutAccount } from './calls/withdraw.ts';

describe('payout account patterns', () => {
  it('takes an IFSC: 4 letters, a zero, then 6 letters or digits', () => {
    for (const code of ['SBIN0001234', 'HDFC0ABC123', 'ICIC0000001'])
      expect(IFSC_PATTERN.test(code), code).toBe(true);
    for (const code of [
      'SBIN1001234',
      'sbin0001234',
      'SBI00001234',
      'SBIN000123',
      'SBIN00012345',
      'SBIN0-01234',
      '',
    ])
      expect(IFSC_PATTERN.test(code), code).toBe(false);
  });

  it('is the pattern the addPayoutAccount call checks (after trimming and upper-casing)', () => {
    const base = { type: 'bank', accountName: 'Asha Rao', accountNumber: '123456789012' };
    const ifscError = (ifsc: string) =>
      addPayoutAccount.request
        .safeParse({ ...base, ifsc })
        .error?.issues.find((issue) => issue.path[0] === 'ifsc');
    expect(ifscError('SBIN0001234')).toBeUndefined();
    expect(ifscError(' sbin0001234 ')).toBeUndefined();
    expect(ifscError('SBIN1001234')?.message).toContain('IFSC');
  });
});
