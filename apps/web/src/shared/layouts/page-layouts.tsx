import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { pathOf, ROUTE_TITLE_KEYS } from '../routes.ts';
import { Header } from './header.tsx';
import { ServiceButton } from './service-button.tsx';
import { SubHeader } from './sub-header.tsx';
import { TabBar } from './tab-bar.tsx';

function useRouteTitle(): string {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const key = ROUTE_TITLE_KEYS[pathOf(pathname)];
  return key ? t(key) : '';
}

/** The common layout: page content plus the floating customer-service button. */
export function CommonLayout({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <ServiceButton />
    </>
  );
}

/** A tab page: header, content above the tab bar, the tab bar and the service button. */
export function TabLayout({
  children,
  left,
  right,
  title,
}: {
  children: ReactNode;
  left?: ReactNode;
  right?: ReactNode;
  title?: ReactNode;
}) {
  const routeTitle = useRouteTitle();
  return (
    <CommonLayout>
      <Header left={left} title={title ?? routeTitle} right={right} />
      <main className="fp-page fp-page--tab">{children}</main>
      <TabBar />
    </CommonLayout>
  );
}

/** Any other page: header with the back arrow, content and the service button. */
export function SubLayout({
  children,
  right,
  title,
  withServiceButton = true,
}: {
  children: ReactNode;
  right?: ReactNode;
  title?: ReactNode;
  withServiceButton?: boolean;
}) {
  const routeTitle = useRouteTitle();
  const content = (
    <>
      <SubHeader title={title ?? routeTitle} right={right} />
      <main className="fp-page">{children}</main>
    </>
  );
  return withServiceButton ? <CommonLayout>{content}</CommonLayout> : content;
}
