import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PATHS } from '../shared/routes.ts';
import { RoutePage } from './lazy-page.tsx';
import pageFiles from './page-files.json';
import { RootLayout } from './root-layout.tsx';
import { routeDataLoader } from './route-data.ts';

type Loader = () => Promise<{ default: ComponentType }>;

/** Every page module, loaded on demand; page-files.json says which path shows which module (the server reads it too, to preload). */
const PAGE_MODULES = import.meta.glob<{ default: ComponentType }>('../features/**/*-page.tsx');
export const COMING_SOON_FILE = 'features/common/coming-soon-page.tsx';

function loaderFor(path: string): Loader {
  const file = (pageFiles as Record<string, string>)[path] ?? COMING_SOON_FILE;
  const loader = PAGE_MODULES[`../${file}`];
  if (!loader) throw new Error(`page-files.json names a missing module: ${file}`);
  return loader;
}

function element(path: string) {
  return <RoutePage load={loaderFor(path)} />;
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      ...Object.values(PATHS).map((path) => {
        const loader = routeDataLoader(path);
        return { path, element: element(path), ...(loader ? { loader } : {}) };
      }),
      {
        path: '*',
        lazy: async () => ({ Component: (await import('../features/common/not-found-page.tsx')).default }),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes, { basename: '/' });
}
