import type { ReactNode } from 'react';
import { navigateTo, openPage, redirectTo } from '../navigation/navigation.ts';

/** A real link (right-click, long-press and crawlers work) that navigates through the app's rules. */
export function AppLink({
  to,
  method = 'open',
  className,
  children,
  ...rest
}: {
  to: string;
  method?: 'open' | 'navigateTo' | 'redirectTo';
  className?: string;
  children: ReactNode;
  'data-testid'?: string;
}) {
  const go = method === 'redirectTo' ? redirectTo : method === 'navigateTo' ? navigateTo : openPage;
  return (
    <a
      href={to}
      className={className}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        void go(to);
      }}
      {...rest}
    >
      {children}
    </a>
  );
}
