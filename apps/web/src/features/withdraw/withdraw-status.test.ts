import { describe, expect, it } from 'vitest';
import { isOpenStatus, statusTone } from './withdraw-status.ts';

describe('withdrawal statuses', () => {
  it('keep looking while under review or being paid (including an unknown payout)', () => {
    expect(isOpenStatus('pending')).toBe(true);
    expect(isOpenStatus('processing')).toBe(true);
    expect(isOpenStatus('unknown')).toBe(true);
    expect(isOpenStatus('paid')).toBe(false);
    expect(isOpenStatus('rejected')).toBe(false);
    expect(isOpenStatus('failed')).toBe(false);
  });

  it('look green when paid, red when the money went back, yellow while waiting', () => {
    expect(statusTone('paid')).toBe('success');
    expect(statusTone('rejected')).toBe('failure');
    expect(statusTone('failed')).toBe('failure');
    expect(statusTone('unknown')).toBe('pending');
  });
});
