import type { TServiceContact, TServiceInfo } from '@fairplay/contract';
import { DEFAULT_MIN_VIP_LEVEL } from '@fairplay/contract/constants';
import { openPage } from './navigation/navigation.ts';
import { isKnownPath } from './routes.ts';

const firstNumber = (contact: TServiceContact | undefined) =>
  contact?.mobileNumber.find((value) => value !== '') ?? '';
const byName = (info: TServiceInfo, name: string) =>
  info.mobile.find((contact) => contact.mobileName.toLowerCase() === name.toLowerCase());

/** The minimum level of the VIP service group; 6 when it does not say (spec point 6). */
export function vipServiceMinLevel(info: TServiceInfo | null): number {
  const vipContact = info ? (byName(info, 'VipCS') ?? byName(info, 'VipWebCS')) : undefined;
  return vipContact?.minVipLevel ?? DEFAULT_MIN_VIP_LEVEL;
}

/**
 * The customer-service address for a player (spec point 6): above the VIP group's minimum level
 * the VIP service number, falling back to the VIP web number; otherwise the web service number.
 */
export function serviceUrlFor(info: TServiceInfo | null, vipLevel: number, fallback = ''): string {
  if (!info) return fallback;
  const minLevel = vipServiceMinLevel(info);
  if (vipLevel > minLevel) {
    const vipUrl = firstNumber(byName(info, 'VipCS')) || firstNumber(byName(info, 'VipWebCS'));
    if (vipUrl) return vipUrl;
  }
  return firstNumber(byName(info, 'WebCS')) || fallback;
}

/** The contact opens inside the app (jumpType 1); 0 or none opens outside it. */
export function opensInApp(contact: Pick<TServiceContact, 'jumpType'>): boolean {
  return contact.jumpType === 1;
}

/** The player-facing names of the contact groups the back office names in its own words. */
const CONTACT_NAME_KEYS: Record<string, string> = {
  webcs: 'service.contactNames.webChat',
  vipwebcs: 'service.contactNames.vipWebChat',
  vipcs: 'service.contactNames.vipHotline',
};

/** The i18n key of a contact's player-facing name, or null to show the name as given. */
export function contactNameKey(mobileName: string): string | null {
  return CONTACT_NAME_KEYS[mobileName.toLowerCase()] ?? null;
}

/**
 * Opens a contact link: mail and phone links as they are; web pages in a new tab without access
 * to this one, or with `isInApp` in this tab (the app's own pages through the router).
 */
export function openContact(url: string, { isInApp = false }: { isInApp?: boolean } = {}): void {
  if (!url) return;
  if (/^(mailto|tel):/i.test(url)) {
    window.location.href = url;
    return;
  }
  if (!/^https?:\/\//i.test(url) && !url.startsWith('/')) return;
  if (!isInApp) window.open(url, '_blank', 'noopener,noreferrer');
  else if (isKnownPath(url)) void openPage(url);
  else window.location.assign(url);
}
