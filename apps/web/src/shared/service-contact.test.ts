import type { TServiceInfo } from '@fairplay/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setNavigator } from './navigation/navigation.ts';
import {
  contactNameKey,
  openContact,
  opensInApp,
  serviceUrlFor,
  vipServiceMinLevel,
} from './service-contact.ts';

const contact = (mobileName: string, url: string, minVipLevel: number | null = null) => ({
  mobileName,
  mobileImage: '',
  mobileNumber: url ? [url] : [],
  minVipLevel,
  jumpType: 0,
});
const info = (mobile: TServiceInfo['mobile']): TServiceInfo => ({
  top: '',
  mobile,
  customerServiceHour: '',
  withdrawalTimeDay: '',
  withdrawalTimeHour: '',
  last: '',
  balanceCS: [],
  gameCS: [],
});

describe('customer-service contact (spec point 6)', () => {
  const full = info([
    contact('WebCS', 'https://web'),
    contact('VipWebCS', 'https://vip-web', 5),
    contact('VipCS', 'https://vip', 5),
  ]);

  it('uses the VIP number above the VIP group minimum', () => {
    expect(serviceUrlFor(full, 6)).toBe('https://vip');
  });

  it('uses the web service number at or below the minimum', () => {
    expect(serviceUrlFor(full, 5)).toBe('https://web');
    expect(serviceUrlFor(full, 0)).toBe('https://web');
  });

  it('falls back to the VIP web number when the VIP number is missing', () => {
    expect(
      serviceUrlFor(
        info([
          contact('WebCS', 'https://web'),
          contact('VipWebCS', 'https://vip-web', 2),
          contact('VipCS', '', 2),
        ]),
        3,
      ),
    ).toBe('https://vip-web');
  });

  it('the minimum defaults to 6', () => {
    const noMinimum = info([contact('WebCS', 'https://web'), contact('VipCS', 'https://vip')]);
    expect(vipServiceMinLevel(noMinimum)).toBe(6);
    expect(serviceUrlFor(noMinimum, 6)).toBe('https://web');
    expect(serviceUrlFor(noMinimum, 7)).toBe('https://vip');
  });
});

describe('contact names and how a contact opens', () => {
  it('names the service groups in player words, whatever their case; others as given', () => {
    expect(contactNameKey('WebCS')).toBe('service.contactNames.webChat');
    expect(contactNameKey('VipWebCS')).toBe('service.contactNames.vipWebChat');
    expect(contactNameKey('vipcs')).toBe('service.contactNames.vipHotline');
    expect(contactNameKey('Telegram')).toBeNull();
  });

  it('opens inside the app only for jumpType 1', () => {
    expect(opensInApp({ jumpType: 1 })).toBe(true);
    expect(opensInApp({ jumpType: 0 })).toBe(false);
    expect(opensInApp({ jumpType: null })).toBe(false);
  });
});

describe('openContact', () => {
  afterEach(() => {
    setNavigator(null);
    vi.restoreAllMocks();
  });

  function spies() {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const go = vi.fn();
    setNavigator({ go, back: vi.fn(), canGoBack: () => true });
    return { open, assign, go };
  }

  it('opens an external contact in a new window that cannot reach this one', () => {
    const { open, assign } = spies();
    openContact('https://chat.example/room');
    expect(open).toHaveBeenCalledWith('https://chat.example/room', '_blank', 'noopener,noreferrer');
    expect(assign).not.toHaveBeenCalled();
  });

  it('opens an in-app contact in this tab, and an app page through the router', async () => {
    const { open, assign, go } = spies();
    openContact('https://chat.example/room', { isInApp: true });
    expect(assign).toHaveBeenCalledWith('https://chat.example/room');
    openContact('/pages/account/FeedBack/FeedBack', { isInApp: true });
    await vi.waitFor(() =>
      expect(go).toHaveBeenCalledWith('/pages/account/FeedBack/FeedBack', { replace: false }),
    );
    expect(open).not.toHaveBeenCalled();
  });

  it('opens nothing for an empty or unsafe address', () => {
    const { open, assign } = spies();
    openContact('');
    openContact('javascript:alert(1)', { isInApp: true });
    expect(open).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });
});
