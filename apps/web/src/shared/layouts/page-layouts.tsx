import type { ReactNode } from 'react';
import { Header } from './header.tsx';
import { useRouteName } from './page-title.ts';
import { ServiceButton } from './service-button.tsx';
import { SubHeader } from './sub-header.tsx';
import { TabBar } from './tab-bar.tsx';

/** The common layout: page content plus the floating customer-service button. */
export function CommonLayout({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <ServiceButton />
    </>
  );
}

/** A tab page: header, content above the tab bar, the tab bar and the service button. `title` replaces the route name. */
export function TabLayout({
  children,
  left,
  right,
  title,
}: {
  children: ReactNode;
  left?: ReactNode;
  right?: ReactNode;
  title?: string;
}) {
  const routeTitle = useRouteName();
  return (
    <CommonLayout>
      <Header left={left} title={title ?? routeTitle} right={right} />
      <main className="fp-page fp-page--tab">{children}</main>
      <TabBar />
    </CommonLayout>
  );
}

/** Any other page: header with the back arrow, content and the service button. `title` replaces the route name. */
export function SubLayout({
  children,
  right,
  title,
  withServiceButton = true,
}: {
  children: ReactNode;
  right?: ReactNode;
  title?: string;
  withServiceButton?: boolean;
}) {
  const routeTitle = useRouteName();
  const content = (
    <>
      <SubHeader title={title ?? routeTitle} right={right} />
      <main className="fp-page">{children}</main>
    </>
  );
  return withServiceButton ? <CommonLayout>{content}</CommonLayout> : content;
}
