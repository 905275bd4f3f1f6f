import i18next from 'i18next';
import { isKnownPath, isTabPath, PATHS } from '../routes.ts';
import { showToast } from '../ui/feedback.ts';
import { isBlockedByDepositGate } from './deposit-gate.ts';

/** The router operations navigation needs; the app hands them over when the router exists. */
export interface Navigator {
  go(url: string, options: { replace: boolean }): void;
  back(): void;
  /** True when there is an earlier page of this app to go back to. */
  canGoBack(): boolean;
}

export type NavigationErrorKind = 'notFound' | 'tabByNavigate' | 'notTabBySwitch';
export type NavigationResult = { ok: true } | { ok: false; error: NavigationErrorKind | 'blocked' };

let navigator: Navigator | null = null;

export function setNavigator(next: Navigator | null): void {
  navigator = next;
}

const ERROR_KEYS: Record<NavigationErrorKind, string> = {
  notFound: 'errors.pageNotFound',
  tabByNavigate: 'errors.tabByNavigate',
  notTabBySwitch: 'errors.notTabBySwitch',
};

function refuse(kind: NavigationErrorKind, url: string): NavigationResult {
  const message = i18next.t(ERROR_KEYS[kind], { url });
  console.error(`[navigation] ${message}`);
  void showToast(message);
  return { ok: false, error: kind };
}

type Method = 'navigateTo' | 'redirectTo' | 'reLaunch' | 'switchTab';

/** The rules of spec points 2 and 8, shared by the four methods. */
async function open(method: Method, url: string): Promise<NavigationResult> {
  if (!isKnownPath(url)) return refuse('notFound', url);
  const isTab = isTabPath(url);
  if (method === 'switchTab' && !isTab) return refuse('notTabBySwitch', url);
  if ((method === 'navigateTo' || method === 'redirectTo') && isTab) return refuse('tabByNavigate', url);
  if (await isBlockedByDepositGate(url)) return { ok: false, error: 'blocked' };
  if (!navigator) throw new Error('Navigation used before the router started');
  navigator.go(url, { replace: method !== 'navigateTo' });
  return { ok: true };
}

/** Opens a page on top of the current one (not for tab pages). */
export const navigateTo = (url: string) => open('navigateTo', url);
/** Replaces the current page (not for tab pages). */
export const redirectTo = (url: string) => open('redirectTo', url);
/** Starts over at any page. */
export const reLaunch = (url: string) => open('reLaunch', url);
/** Shows one of the five tab pages (only those). */
export const switchTab = (url: string) => open('switchTab', url);

/** Opens any page with the right method: tab pages by switchTab, others by navigateTo. */
export const openPage = (url: string) => (isTabPath(url) ? switchTab(url) : navigateTo(url));

/** The back arrow: back if this app has history, else Home (spec point 2). */
export function navigateBack(): void {
  if (!navigator) return;
  if (navigator.canGoBack()) navigator.back();
  else void reLaunch(PATHS.home);
}
