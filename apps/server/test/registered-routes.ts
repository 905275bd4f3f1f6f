import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  /** Fastify's path, with :params. */
  url: string;
}

const TREE_LINE = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([^)]*)\))?$/;

/**
 * Every route the app has registered, read from Fastify's own route tree (printRoutes), so a
 * test that walks them covers a route added tomorrow without being told about it.
 */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  const segments: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = TREE_LINE.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    segments.length = depth;
    segments.push(match[2]!);
    const url = segments.join('');
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) routes.push({ method, url });
  }
  return routes;
}
