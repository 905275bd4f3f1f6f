import * as ops from '@fairplay/contract/operator';
import {
  DEFAULT_ROLE_PERMISSIONS,
  PUBLIC,
  SIGNED_IN,
  STAFF_ROLES,
  type StaffRole,
} from '@fairplay/contract/operator/permissions';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client.ts';
import { changedTables, databaseState } from '../database-state.ts';
import { createTestApp, type StaffClient, type TestApp } from '../harness.ts';
import { type RegisteredRoute, registeredRoutes } from '../registered-routes.ts';

/**
 * Every operator route, read from Fastify's own route table (so a route added tomorrow is covered),
 * is a call of the operator contract and checks its named permission on the server: each of the six
 * roles, signed in for real, calls every route; a role without the permission gets 403 with the
 * permission named, an audit row saying who was refused what, and nothing else changes; a role with
 * it is let through the permission check.
 */

type Call = ops.OperatorCall;
const CALLS: Call[] = (Object.values(ops) as unknown[]).filter(
  (value): value is Call =>
    typeof value === 'object' && value !== null && 'access' in value && 'path' in value && 'method' in value,
);

let t: TestApp;
let routes: RegisteredRoute[];
const members = new Map<StaffRole, StaffClient>();

beforeAll(async () => {
  t = await createTestApp();
  routes = registeredRoutes(t.app).filter(
    (route) => route.url.startsWith('/admin/api/') && route.method !== 'HEAD',
  );
  for (const role of STAFF_ROLES) {
    const member = await t.staff(role, `${role}-enumerated`);
    await member.call('GET', '/me');
    members.set(role, member);
  }
});
afterAll(async () => {
  await t?.close();
});

function callOf(route: RegisteredRoute): Call | undefined {
  return CALLS.find((call) => call.method === route.method && `/admin/api${call.path}` === route.url);
}

/** A concrete URL for a route: every parameter filled with a plausible value. */
function urlOf(route: RegisteredRoute): string {
  const names: Record<string, string> = { key: 'app', orderNo: 'W2026010100001', role: 'marketing' };
  return route.url
    .replace(/:(\w+)/g, (_match, name: string) => names[name] ?? '999999999')
    .replace(/^\/admin\/api/, '');
}

async function denials(username: string): Promise<{ target_id: string; details: { reason: string } }[]> {
  return queryRows(
    t.deps.db,
    sql`select target_id, details from audit_log where action = 'access.denied' and actor = ${username} order by seq`,
  );
}

describe('operator permissions', () => {
  it('every operator route is a call of the contract, and every call is served', () => {
    const unknown = routes.filter((route) => !callOf(route)).map((route) => `${route.method} ${route.url}`);
    expect(unknown).toEqual([]);
    const unserved = CALLS.filter(
      (call) =>
        !routes.some((route) => route.method === call.method && route.url === `/admin/api${call.path}`),
    ).map((call) => `${call.method} ${call.path}`);
    expect(unserved).toEqual([]);
    // Only the sign-in steps are open without a session; every other route names who may call it.
    expect(
      CALLS.filter((call) => call.access === PUBLIC)
        .map((call) => call.path)
        .sort(),
    ).toEqual(['/login', '/login/enrol', '/login/totp']);
  });

  it('refuses every role each route it lacks the permission for: 403, audited, nothing else changes', async () => {
    const ignore = { audit_log: '*', audit_chain_head: '*' } as const;
    for (const role of STAFF_ROLES) {
      const member = members.get(role)!;
      const { body: me } = await member.call<{ permissions: string[] }>('GET', '/me');
      const before = await databaseState(t.deps.db, ignore);
      const expected: string[] = [];
      for (const route of routes) {
        const call = callOf(route)!;
        if (call.access === PUBLIC || call.access === SIGNED_IN || me.permissions.includes(call.access))
          continue;
        const answer = await member.call<{ code?: string; message?: string }>(
          route.method as 'GET' | 'POST' | 'PUT',
          urlOf(route),
          route.method === 'GET' ? undefined : {},
          { stepUp: false },
        );
        expect(answer.status, `${role} ${route.method} ${route.url}`).toBe(403);
        expect(answer.body.code).toBe('operator.permissionDenied');
        expect(answer.body.message).toContain(call.access);
        expected.push(`${call.method} ${call.path}`);
      }
      expect(changedTables(before, await databaseState(t.deps.db, ignore)), role).toEqual([]);
      expect(
        (await denials(member.username)).map((row) => row.target_id),
        role,
      ).toEqual(expected);
      if (role === 'super-admin') expect(expected).toEqual([]);
      else expect(expected.length, `${role} is refused something`).toBeGreaterThan(0);
    }
  });

  it('lets every role through the permission check of each route it holds', async () => {
    for (const role of STAFF_ROLES) {
      const member = members.get(role)!;
      const { body: me } = await member.call<{ permissions: string[] }>('GET', '/me');
      const held = routes.filter((route) => {
        const call = callOf(route)!;
        // Logout would end the session the next routes are tried with; it is tried on its own below.
        if (call.path === '/logout' || call.access === PUBLIC) return false;
        return call.access === SIGNED_IN || me.permissions.includes(call.access);
      });
      const before = (await denials(member.username)).length;
      for (const route of held) {
        const answer = await member.call<{ code?: string }>(
          route.method as 'GET' | 'POST' | 'PUT',
          urlOf(route),
          route.method === 'GET' ? undefined : {},
        );
        expect([401, 500], `${role} ${route.method} ${route.url}`).not.toContain(answer.status);
        expect(answer.body.code, `${role} ${route.method} ${route.url}`).not.toBe(
          'operator.permissionDenied',
        );
      }
      expect((await denials(member.username)).length, role).toBe(before);
      expect((await member.call('POST', '/logout', {})).status).toBe(200);
    }
  });

  it('gives each role the permissions of the default matrix, and super-admin every one', async () => {
    const { body } = await t.admin<{ roles: { role: StaffRole; permissions: string[] }[] }>('GET', '/roles');
    for (const { role, permissions } of body.roles) {
      expect([...permissions].sort(), role).toEqual([...DEFAULT_ROLE_PERMISSIONS[role]].sort());
    }
    expect(body.roles.find((row) => row.role === 'super-admin')!.permissions).toHaveLength(
      Object.keys(ops.PERMISSIONS).length,
    );
  });
});
