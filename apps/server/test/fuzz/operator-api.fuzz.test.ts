import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginThrottles } from '../../src/db/schema.ts';
import { changedTables, databaseState } from '../database-state.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { type RegisteredRoute, registeredRoutes } from '../registered-routes.ts';
import { expectSafeAnswer, stringsIn } from '../response-checks.ts';
import { signInStaff } from '../staff.ts';
import { TEST_ADMIN } from '../test-admin.ts';
import {
  applyMutations,
  EXTREME_NUMBERS,
  type FuzzRequest,
  hostileValue,
  INJECTION_STRINGS,
  type Mutation,
  NUMBER_STRINGS,
  rawRequest,
  rawText,
  UNICODE_STRINGS,
} from './bad-requests.ts';
import { FUZZ, seedFor } from './fuzz-settings.ts';

/**
 * The operator API under hostile input, with a valid operator token so requests reach the checks:
 * every /admin/api route (read from Fastify's route table) gets bad path parameters, query strings
 * and bodies built from its OpenAPI description. No answer is a 500 or shows internals, a 400 names
 * where the problem is (body, path or query), and refused requests change nothing.
 */

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signInStaff(t.app, TEST_ADMIN, { now: () => t.clock.now() })).token;
});
afterAll(async () => {
  await t?.expectLedgerHealthy();
  await t?.close();
});

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
}
interface OpenApiOperation {
  parameters?: { in: 'path' | 'query'; name: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

interface RouteShape {
  route: RegisteredRoute;
  pathParams: string[];
  queryParams: string[];
  bodyFields: string[];
  hasBody: boolean;
}

function shapeOf(route: RegisteredRoute): RouteShape {
  const document = t.app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> };
  const openApiPath = route.url.replace(/:(\w+)/g, '{$1}');
  const operation = document.paths[openApiPath]?.[route.method.toLowerCase()] ?? {};
  const parameters = operation.parameters ?? [];
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  return {
    route,
    pathParams: [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]!),
    queryParams: parameters
      .filter((parameter) => parameter.in === 'query')
      .map((parameter) => parameter.name),
    bodyFields: Object.keys(bodySchema?.properties ?? {}),
    hasBody: route.method !== 'GET',
  };
}

const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...INJECTION_STRINGS, ...UNICODE_STRINGS.filter((text) => text !== ''), ...NUMBER_STRINGS),
  fc.constantFrom(...EXTREME_NUMBERS.map(String), 'ABC123', '1', '9'.repeat(40), 'A'.repeat(5_000)),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }),
);

type OperatorBody =
  | { kind: 'none' }
  | { kind: 'json'; mutations: Mutation[] }
  | { kind: 'raw'; raw: FuzzRequest & { kind: 'raw' } };

interface OperatorRequest {
  params: Record<string, string>;
  query: [string, string][];
  body: OperatorBody;
}

function requestsFor(shape: RouteShape): fc.Arbitrary<OperatorRequest> {
  const params = fc.record(Object.fromEntries(shape.pathParams.map((name) => [name, hostileSegment])));
  const queryKey = fc.oneof(
    ...(shape.queryParams.length ? [fc.constantFrom(...shape.queryParams)] : []),
    fc.constantFrom('unknown', '__proto__', 'status[]'),
  );
  const query = fc.array(fc.tuple(queryKey, hostileSegment), { maxLength: 3 });
  const field = fc.oneof(
    ...(shape.bodyFields.length ? [fc.constantFrom(...shape.bodyFields)] : []),
    fc.constantFrom('isAdmin', '__proto__', 'extra'),
  );
  const mutation = fc.oneof(
    fc.record({ op: fc.constant('set' as const), field, value: hostileValue }),
    fc.record({ op: fc.constant('add' as const), field, value: hostileValue }),
  );
  const json = fc.record({
    kind: fc.constant('json' as const),
    mutations: fc.array(mutation, { minLength: 1, maxLength: 3 }),
  });
  const raw = fc.record({
    kind: fc.constant('raw' as const),
    raw: rawRequest as fc.Arbitrary<FuzzRequest & { kind: 'raw' }>,
  });
  const body: fc.Arbitrary<OperatorBody> = shape.hasBody
    ? fc.oneof({ arbitrary: json, weight: 4 }, { arbitrary: raw, weight: 1 })
    : fc.constant({ kind: 'none' as const });
  return fc.record({ params, query, body });
}

function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, '?'));
  }
}

async function send(shape: RouteShape, request: OperatorRequest) {
  const path = shape.route.url.replace(/:(\w+)/g, (_match, name: string) =>
    encode(request.params[name] ?? 'x'),
  );
  const search = request.query.map(([key, value]) => `${encode(key)}=${encode(value)}`).join('&');
  const url = search ? `${path}?${search}` : path;
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  let payload: string | undefined;
  const { body } = request;
  if (body.kind === 'json') {
    payload = JSON.stringify(applyMutations({}, body.mutations));
    headers['content-type'] = 'application/json';
  } else if (body.kind === 'raw') {
    payload = rawText(body.raw.payload);
    if (body.raw.contentType) headers['content-type'] = body.raw.contentType;
  }
  const response = await t.app.inject({
    method: shape.route.method as 'GET' | 'POST' | 'PUT',
    url,
    headers,
    ...(payload === undefined ? {} : { payload }),
  });
  const sent = [
    ...Object.values(request.params),
    ...request.query.flat(),
    ...(payload === undefined ? [] : [payload, ...stringsIn(safeJson(payload))]),
  ];
  return { answer: { statusCode: response.statusCode, body: response.body }, sent, url };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The sign-in steps take no token: the last test aims at them. */
const SIGN_IN_ROUTES = ['/admin/api/login', '/admin/api/login/enrol', '/admin/api/login/totp'];

const operatorRoutes = () =>
  registeredRoutes(t.app).filter(
    (route) =>
      route.url.startsWith('/admin/api/') && route.method !== 'HEAD' && !SIGN_IN_ROUTES.includes(route.url),
  );

describe(`operator API under hostile input (${FUZZ.level})`, () => {
  it('covers every operator route, with the fields its OpenAPI description names', () => {
    const shapes = operatorRoutes().map(shapeOf);
    expect(shapes.length).toBeGreaterThan(10);
    // The descriptions are found: bodies and query strings have named fields to aim at.
    expect(shapes.filter((shape) => shape.bodyFields.length > 0).length).toBeGreaterThan(3);
    expect(shapes.filter((shape) => shape.queryParams.length > 0).length).toBeGreaterThan(2);
  });

  it('refuses every hostile request cleanly and changes nothing when it refuses', async () => {
    const THROTTLE = { login_throttles: '*' } as const;
    for (const route of operatorRoutes()) {
      const shape = shapeOf(route);
      // A wrong current password or second factor counts towards the login throttle, as a wrong login does.
      const ignore = ['/admin/api/password', '/admin/api/step-up'].includes(route.url) ? THROTTLE : {};
      await fc.assert(
        fc.asyncProperty(fc.array(requestsFor(shape), { minLength: 8, maxLength: 8 }), async (batch) => {
          const before = await databaseState(t.deps.db, ignore);
          let isEveryWriteRefused = true;
          for (const request of batch) {
            const { answer, sent, url } = await send(shape, request);
            const context = `${route.method} ${url.slice(0, 200)}`;
            expectSafeAnswer(answer, sent, context);
            if (answer.statusCode < 300 && route.method !== 'GET') isEveryWriteRefused = false;
            if (answer.statusCode === 400 || answer.statusCode === 413 || answer.statusCode === 415) {
              const { message } = JSON.parse(answer.body) as { message?: string };
              expect(message, `${context} -> ${answer.body.slice(0, 200)}`).toMatch(/^[\w.$[\]]+: \S/);
            }
          }
          if (isEveryWriteRefused) {
            expect(
              changedTables(before, await databaseState(t.deps.db, ignore)),
              `${route.method} ${route.url}`,
            ).toEqual([]);
          }
        }),
        {
          seed: seedFor(`${route.method} ${route.url}`),
          numRuns: FUZZ.adminRunsPerRoute,
          endOnFailure: true,
        },
      );
      // Wrong current passwords may have slowed the operator down: forget them for the next tests.
      await t.deps.db.delete(loginThrottles);
    }
  });

  it('the sign-in steps refuse hostile bodies with a 400 or 401 and no session', async () => {
    let loginCount = 0;
    const login = fc.record({
      url: fc.constantFrom(...SIGN_IN_ROUTES),
      mutations: fc.array(
        fc.record({
          op: fc.constant('set' as const),
          field: fc.constantFrom('username', 'password', 'challenge', 'code', 'extra'),
          value: hostileValue,
        }),
        { minLength: 1, maxLength: 3 },
      ),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(login, { minLength: 8, maxLength: 8 }), async (batch) => {
        const before = await databaseState(t.deps.db, { login_throttles: '*' });
        for (const { url, mutations } of batch) {
          const payload = JSON.stringify(applyMutations({}, mutations));
          loginCount += 1;
          const response = await t.app.inject({
            method: 'POST',
            url,
            // Each from its own address, past the login's 20-a-minute limit, to reach validation.
            remoteAddress: `10.99.${Math.floor(loginCount / 250)}.${(loginCount % 250) + 1}`,
            headers: { 'content-type': 'application/json' },
            payload,
          });
          expectSafeAnswer(
            { statusCode: response.statusCode, body: response.body },
            stringsIn(safeJson(payload)),
            payload.slice(0, 200),
          );
          expect([400, 401, 413]).toContain(response.statusCode);
        }
        expect(changedTables(before, await databaseState(t.deps.db, { login_throttles: '*' }))).toEqual([]);
      }),
      { seed: seedFor('POST /admin/api/login'), numRuns: FUZZ.adminRunsPerRoute, endOnFailure: true },
    );
  });
});
