import type { TServiceInfo } from '@fairplay/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setNavigator } from './navigation/navigation.ts';
import { contactNameKey, openContact, opensInApp } from './service-contact.ts';

const _contact = (mobileName: string, url: string, minVipLevel: number | null = null) => ({
  mobileName,
  mobileImage: '',
  mobileNumber: url ? [url] : [],
  minVipLevel,
  jumpType: 0,
});
const _info = (mobile: TServiceInfo['mobile']): TServiceInfo => ({
  top: '',
  mobile,
  customerServiceHour: '',
  withdrawalTimeDay: '',
  withdrawalTimeHour: '',
  last: '',
  balanceCS: [],
  gameCS: [],
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
