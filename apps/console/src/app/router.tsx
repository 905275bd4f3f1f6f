import { lazy, Suspense } from 'react';
import { createBrowserRouter } from 'react-router';
import { CONSOLE_BASENAME, PATHS } from '../shared/paths.ts';
import { PageSkeleton } from '../shared/ui/page-states.tsx';
import { ConsoleLayout } from './console-layout.tsx';
import { RequireSession } from './require-session.tsx';
import { RoutePage } from './route-page.tsx';
import { CONSOLE_ROUTES } from './routes.tsx';
import { NotFoundPage, RouteErrorPage } from './status-pages.tsx';

const SignInPage = lazy(() => import('../features/sign-in/sign-in-page.tsx'));

/** The console's pages under /console: sign-in, then every registered page inside the signed-in frame. */
export function createConsoleRouter() {
  return createBrowserRouter(
    [
      {
        path: PATHS.login,
        errorElement: <RouteErrorPage />,
        element: (
          <Suspense fallback={<PageSkeleton />}>
            <SignInPage />
          </Suspense>
        ),
      },
      {
        element: <RequireSession />,
        errorElement: <RouteErrorPage />,
        children: [
          {
            element: <ConsoleLayout />,
            children: [
              ...CONSOLE_ROUTES.map((route) => ({
                path: route.path,
                element: <RoutePage route={route} />,
                errorElement: <RouteErrorPage />,
              })),
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
    { basename: CONSOLE_BASENAME },
  );
}
