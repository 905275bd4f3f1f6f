import { describe, expect, it } from 'vitest';
import { calls } from './handles.ts';
import * as contract from './index.ts';
import { routes } from './routes.ts';

const definitions = Object.entries(contract as Record<string, unknown>).filter(
  (
    entry: [string, unknown],
  ): entry is [string, { path: string; auth: string; request: unknown; result: unknown }] => {
    const value = entry[1] as Record<string, unknown> | undefined;
    return typeof value === 'object' && value !== null && 'path' in value && 'request' in value;
  },
);

describe('the route table', () => {
  it('names every call of the contract, under the name the call is exported as, with its path and auth', () => {
    expect(definitions.length).toBeGreaterThan(60);
    for (const [name, definition] of definitions) {
      expect(routes, name).toHaveProperty(name);
      expect(routes[name as keyof typeof routes], name).toEqual({
        path: definition.path,
        auth: definition.auth,
      });
    }
    expect(Object.keys(routes).sort()).toEqual(definitions.map(([name]) => name).sort());
  });

  it('gives each call its own path', () => {
    const paths = Object.values(routes).map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('is what the app holds as handles', () => {
    expect(calls).toBe(routes);
  });
});
