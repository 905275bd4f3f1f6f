import { describe, expect, it } from 'vitest';
import {
  contactsFor,
  hasVipService,
  servesLevel,
  serviceUrlFor,
  vipServiceMinLevel,
} from './service-contact.ts';

const contact = (mobileName: string, url: string, minVipLevel: number | null = null) => ({
  mobileName,
  mobileNumber: url ? [url] : [],
  minVipLevel,
});
const info = (mobile: ReturnType<typeof contact>[]) => ({ mobile });

describe('the contact rule (spec point 6)', () => {
  const full = info([
    contact('WebCS', 'https://web'),
    contact('VipWebCS', 'https://vip-web', 5),
    contact('VipCS', 'https://vip', 5),
  ]);

  it('uses the VIP number above the VIP group minimum, the web number at or below it', () => {
    expect(serviceUrlFor(full, 6)).toBe('https://vip');
    expect(serviceUrlFor(full, 5)).toBe('https://web');
    expect(serviceUrlFor(full, 0)).toBe('https://web');
    expect(serviceUrlFor(null, 9, 'https://config')).toBe('https://config');
  });

  it('falls back to the VIP web number when the VIP number is missing', () => {
    const partial = info([
      contact('WebCS', 'https://web'),
      contact('VipWebCS', 'https://vip-web', 2),
      contact('VipCS', '', 2),
    ]);
    expect(serviceUrlFor(partial, 3)).toBe('https://vip-web');
  });

  it('takes 6 as the minimum when the group does not say, and reads names in any case', () => {
    const noMinimum = info([contact('webcs', 'https://web'), contact('VIPCS', 'https://vip')]);
    expect(vipServiceMinLevel(noMinimum)).toBe(6);
    expect(hasVipService(noMinimum, 6)).toBe(false);
    expect(hasVipService(noMinimum, 7)).toBe(true);
    expect(serviceUrlFor(noMinimum, 6)).toBe('https://web');
    expect(serviceUrlFor(noMinimum, 7)).toBe('https://vip');
  });

  it('shows a player the contacts of their level: the same rule as the VIP service', () => {
    expect(contactsFor(full.mobile, 5).map((item) => item.mobileName)).toEqual(['WebCS']);
    expect(contactsFor(full.mobile, 6).map((item) => item.mobileName)).toEqual([
      'WebCS',
      'VipWebCS',
      'VipCS',
    ]);
    for (let level = 0; level <= 12; level += 1) {
      expect(servesLevel(vipServiceMinLevel(full), level)).toBe(hasVipService(full, level));
    }
  });
});
