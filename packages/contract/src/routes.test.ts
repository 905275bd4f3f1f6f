import { describe, expect, expectTypeOf, it } from 'vitest';
import type { CallRequest, CallResult } from './call.ts';
import type { RequestOf, ResultOf } from './handles.ts';
import * as calls from './handles.ts';
import * as contract from './index.ts';
import * as routeExports from './routes.ts';

const routes: Record<string, { path: string; auth: string }> = { ...routeExports };

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
      expect(routes[name], name).toEqual({
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

  it('is what the app holds as handles, route for route', () => {
    for (const [name, route] of Object.entries(routes)) {
      expect((calls as Record<string, unknown>)[name], name).toBe(route);
    }
  });

  it("leads from a handle to its call's own request and result types (checked by tsc)", () => {
    expectTypeOf<ResultOf<typeof calls.getUserInfo>>().toEqualTypeOf<
      CallResult<typeof contract.getUserInfo>
    >();
    expectTypeOf<RequestOf<typeof calls.createRechargeOrder>>().toEqualTypeOf<
      CallRequest<typeof contract.createRechargeOrder>
    >();
    expectTypeOf<ResultOf<typeof calls.getUserInfo>>().not.toBeAny();
    expectTypeOf<RequestOf<typeof calls.depositOrderDetail>['orderNo']>().toEqualTypeOf<string>();
    // @ts-expect-error a field no answer of the call has
    expectTypeOf<ResultOf<typeof calls.getUserInfo>['noSuchField']>();
  });
});
