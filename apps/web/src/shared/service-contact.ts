import type { TServiceContact } from '@fairplay/contract';
import { openPage } from './navigation/navigation.ts';
import { isKnownPath } from './routes.ts';
import { useAppStore } from './store/app-store.ts';
import { useSessionStore } from './store/session-store.ts';

/** The contact rule is the contract's (spec point 6); the app uses it through here or directly. */
export {
  contactsFor,
  hasVipService,
  serviceUrlFor,
  vipServiceMinLevel,
} from '@fairplay/contract/service-contact';

/** The customer-service address for this player: the one for their VIP level, else the configured one. */
export function useServiceUrl(): string {
  const serviceUrl = useSessionStore((state) => state.serviceUrl);
  const configServiceUrl = useAppStore((state) => state.configServiceUrl);
  return serviceUrl || configServiceUrl;
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
