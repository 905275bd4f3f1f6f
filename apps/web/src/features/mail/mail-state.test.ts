import { describe, expect, it } from 'vitest';
import en from '../../shared/i18n/locales/en/index.ts';
import { claimButtonOf, claimStateOf, previewOf } from './mail-state.ts';

const now = new Date('2026-11-21T12:00:00.000Z');
const reward = { rewardAmount: 200, expiresAt: '2026-11-25T00:00:00.000Z' };
const english = (key: string) => (en.mail as unknown as Record<string, string>)[key.replace('mail.', '')];

describe('mail claim state', () => {
  it('follows the server', () => {
    expect(claimStateOf({ ...reward, claimStatus: 'claimable' }, now)).toBe('claimable');
    expect(claimStateOf({ ...reward, claimStatus: 'claimed' }, now)).toBe('claimed');
    expect(claimStateOf({ ...reward, claimStatus: 'expired' }, now)).toBe('expired');
  });

  it('shows a claimable reward whose expiry has passed since the list was read as expired', () => {
    const lapsed = { ...reward, claimStatus: 'claimable' as const, expiresAt: '2026-11-21T11:59:59.000Z' };
    expect(claimStateOf(lapsed, now)).toBe('expired');
    expect(claimStateOf({ ...lapsed, expiresAt: null }, now)).toBe('claimable');
  });

  it('has no reward state without an amount', () => {
    expect(claimStateOf({ rewardAmount: null, expiresAt: null, claimStatus: 'none' }, now)).toBe('none');
    expect(claimStateOf({ rewardAmount: null, expiresAt: null, claimStatus: 'claimable' }, now)).toBe('none');
  });

  it('only a claimable reward has a button that can be pressed', () => {
    const claimable = claimButtonOf('claimable')!;
    expect(claimable.isEnabled).toBe(true);
    expect(english(claimable.labelKey)).toBe('Claim');
    expect(claimButtonOf('claimed')).toMatchObject({ isEnabled: false });
    expect(english(claimButtonOf('claimed')!.labelKey)).toBe('Claimed');
    expect(english(claimButtonOf('expired')!.labelKey)).toBe('Expired');
    expect(claimButtonOf('none')).toBeNull();
  });

  it('previews the first line that has text', () => {
    expect(previewOf('\n  Hello there  \nsecond line')).toBe('Hello there');
    expect(previewOf('')).toBe('');
  });
});
