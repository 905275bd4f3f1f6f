import { APP_NAME } from '@fairplay/contract/constants';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { pathOf, ROUTE_TITLE_KEYS } from '../routes.ts';
import { useAppStore } from '../store/app-store.ts';

/** Between the app name and the route name, in the navigation bar and the document title alike. */
export const TITLE_SEPARATOR = ' - ';

/** The page title is the app name plus the translated route name (spec point 2); the app name alone without one. */
export function pageTitle(appName: string, routeName: string): string {
  return routeName ? `${appName}${TITLE_SEPARATOR}${routeName}` : appName;
}

/** The app's name: the server's configuration, else the built-in one. */
export function useAppName(): string {
  return useAppStore((state) => state.appName) || APP_NAME;
}

/** The translated name of the current route ('' for a page without one). */
export function useRouteName(): string {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const key = ROUTE_TITLE_KEYS[pathOf(pathname)];
  return key ? t(key) : '';
}
