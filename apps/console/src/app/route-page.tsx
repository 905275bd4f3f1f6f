import { allows } from '@fairplay/contract/operator/permissions';
import { Suspense } from 'react';
import { useSignedInStaff } from '../shared/session/signed-in-staff.ts';
import { PageSkeleton } from '../shared/ui/page-states.tsx';
import type { ConsoleRoute } from './routes.tsx';
import { ForbiddenPage } from './status-pages.tsx';

/** A registered page: the 403 page when the role lacks its permission, else the page once loaded. */
export function RoutePage({ route }: { route: ConsoleRoute }) {
  const me = useSignedInStaff();
  if (!allows(me.permissions, route.permission)) return <ForbiddenPage />;
  const Page = route.element;
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Page />
    </Suspense>
  );
}
