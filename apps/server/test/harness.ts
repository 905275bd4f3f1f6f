import type { Envelope } from '@fairplay/contract';
import type { StaffRole } from '@fairplay/contract/operator/permissions';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { composeApp } from '../src/compose.ts';
import { openDatabase } from '../src/db/client.ts';
import type { AppDeps } from '../src/kernel/context.ts';
import { verifyLedger } from '../src/ledger/verify.ts';
import { deliverDueCallbacks } from '../src/modules/sandbox-gateway/delivery.ts';
import { CALLBACK_PATH, type SandboxGateway } from '../src/modules/sandbox-gateway/gateway.ts';
import { ManualClock } from '../src/platform/clock.ts';
import { loadConfig } from '../src/platform/config.ts';
import type { GoogleTokenVerifier } from '../src/platform/google-id-token.ts';
import type { ProviderDeps } from '../src/provider/service.ts';
import { createTestDatabase } from './database.ts';
import { type StaffSession, signInStaff, totpCode } from './staff.ts';
import { TEST_ADMIN } from './test-admin.ts';

export interface TestSession {
  sign: string;
  uid: string;
  userId: number;
}

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  clock: ManualClock;
  /** POST /api<path> with a JSON body (locale "en" unless given; the session's sign/uid when given); returns the envelope. */
  call<T = unknown>(
    path: string,
    body?: Record<string, unknown>,
    session?: TestSession,
  ): Promise<Envelope<T>>;
  /** The same call, failing the test unless it succeeds; returns resultData. */
  ok<T = unknown>(path: string, body?: Record<string, unknown>, session?: TestSession): Promise<T>;
  /** The newest one-time code sent to a phone (through GET /dev/outbox). */
  latestOtp(phone: string): Promise<string>;
  guest(): Promise<TestSession & { password: string }>;
  /**
   * Calls the operator API as the test admin (a super-admin, enrolled at its first call), signing in
   * again when the session ended and stepping up when a call needs a fresh second factor.
   */
  admin<T = unknown>(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    body?: unknown,
  ): Promise<{ status: number; body: T }>;
  /** A new staff member of this role (created by the test admin), with a client of their own. */
  staff(role: StaffRole, username?: string, options?: { playerUserId?: number }): Promise<StaffClient>;
  sandbox: SandboxGateway;
  provider: ProviderDeps;
  /** Runs the sandbox gateway's callback delivery once, through inject; returns how many were delivered. */
  deliverCallbacks(): Promise<number>;
  /** Sends a raw callback request to the callback endpoint. */
  postCallback(
    body: string,
    headers: Record<string, string>,
    url?: string,
  ): Promise<{ status: number; body: string }>;
  /**
   * The database as a second server process would reach it: its own pool on PostgreSQL; on PGlite
   * (one engine per process) the same handle.
   */
  secondConnection(): Promise<{ db: AppDeps['db']; close(): Promise<void> }>;
  /** Fails the test if any ledger invariant is broken. */
  expectLedgerHealthy(): Promise<void>;
  close(): Promise<void>;
}

/** The operator API as one staff member: the same sign-in again and step-up as `admin`. */
export interface StaffClient {
  username: string;
  /** Their current session (after any sign-in again). */
  session(): StaffSession;
  call<T = unknown>(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    body?: unknown,
    options?: { stepUp?: boolean },
  ): Promise<{ status: number; body: T }>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  google?: GoogleTokenVerifier | null;
  clock?: ManualClock;
  /** Also serve the built web app (apps/web/dist), as `npm start` does. */
  serveWebApp?: boolean;
  /** Serve the web app from this folder instead (a test's own small build). */
  webAppRoot?: string;
  /** Serve the operator console from this folder instead (a test's own small build). */
  consoleAppRoot?: string;
  /** The server's logger (a test that reads the log passes its own stream); silent by default. */
  logger?: FastifyServerOptions['logger'];
}

let ipCounter = 0;

/** A server on a fresh test database, driven through inject (no sockets). */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const clock = options.clock ?? new ManualClock();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    RATE_LIMIT_PER_MINUTE: '100000',
    OTP_SENDS_PER_IP_PER_HOUR: '100000',
    // Concurrency tests send one player's requests in bursts to prove the locks hold on their own
    // (with several processes each has its own cap); the cap has its own test.
    CONCURRENT_REQUESTS_PER_PLAYER: '64',
    // Every success answer is checked against its call's result schema: a drift fails the test
    // (a production start refuses this test setting).
    CHECK_REPLIES: options.env?.NODE_ENV === 'production' ? '0' : '1',
    ...options.env,
  });
  const composed = await composeApp({
    config,
    database,
    clock,
    google: options.google ?? null,
    ...(options.logger ? { logger: options.logger } : process.env.TEST_LOG_LEVEL ? {} : { logger: false }),
    ...(options.serveWebApp ? { serveWebApp: true } : {}),
    ...(options.webAppRoot ? { webAppRoot: options.webAppRoot } : {}),
    ...(options.consoleAppRoot ? { consoleAppRoot: options.consoleAppRoot } : {}),
    // The provider reaches the wallet through inject, as it would over HTTP.
    seamlessTransport:
      (server) =>
      async ({ path, headers, body }) => {
        const response = await server.inject({ method: 'POST', url: path, headers, payload: body });
        return { status: response.statusCode, body: response.body };
      },
  });
  const { app, deps, sandbox, provider } = composed;
  await app.ready();
  // Each test app speaks from its own address so per-IP limits of one test do not leak into another.
  ipCounter += 1;
  const remoteAddress = `10.0.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;

  /**
   * A staff client: signs in at its first call (enrolling at the first sign-in), again when the
   * server says the session ended (the clock moved past its idle or total time), and steps up with
   * a fresh code when a call needs one (the clock moved past the 5 minutes of the last factor).
   */
  const staffClient = (credentials: { username: string; password: string }): StaffClient => {
    let session: StaffSession | undefined;
    // One sign-in (and one step-up) at a time: parallel calls share it, as a code works once.
    let signingIn: Promise<StaffSession> | null = null;
    let steppingUp: Promise<void> | null = null;
    const signIn = (stale?: StaffSession) => {
      if (session && session !== stale) return Promise.resolve(session);
      signingIn ??= signInStaff(
        app,
        { ...credentials, secret: session?.secret },
        { now: () => clock.now(), remoteAddress },
      )
        .then((fresh) => {
          session = fresh;
          return fresh;
        })
        .finally(() => {
          signingIn = null;
        });
      return signingIn;
    };
    const send = (method: 'GET' | 'POST' | 'PUT', url: string, body: unknown, token: string) =>
      app.inject({
        method,
        url: `/admin/api${url}`,
        headers: { authorization: `Bearer ${token}` },
        remoteAddress,
        ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
      });
    return {
      username: credentials.username,
      session: () => {
        if (!session) throw new Error(`${credentials.username} has not signed in yet`);
        return session;
      },
      async call<T>(
        method: 'GET' | 'POST' | 'PUT',
        url: string,
        body?: unknown,
        options: { stepUp?: boolean } = {},
      ) {
        const current = session ?? (await signIn());
        let response = await send(method, url, body, current.token);
        if (response.statusCode === 401)
          response = await send(method, url, body, (await signIn(current)).token);
        const isStepUpNeeded = () =>
          response.statusCode === 403 &&
          (response.json() as { code?: string }).code === 'operator.stepUpRequired';
        if (options.stepUp !== false && isStepUpNeeded()) {
          const active = session!;
          // A code works once: when the (manual) clock has not moved since the last one was used, or
          // another step of the test moved it meanwhile, the next 30-second code is used instead.
          const stepUp = async () => {
            for (let attempt = 1; ; attempt += 1) {
              const answer = await send(
                'POST',
                '/step-up',
                { code: totpCode(active.secret, clock.now()) },
                active.token,
              );
              if (answer.statusCode === 200) return;
              if (attempt >= 3) throw new Error(`step-up failed: ${answer.statusCode} ${answer.body}`);
              clock.advance(30_000);
            }
          };
          steppingUp ??= stepUp().finally(() => {
            steppingUp = null;
          });
          await steppingUp;
          response = await send(method, url, body, active.token);
        }
        const text = response.body;
        const isJson = (response.headers['content-type'] ?? '').toString().includes('json');
        return { status: response.statusCode, body: (isJson && text ? JSON.parse(text) : text) as T };
      },
    };
  };
  const testAdmin = staffClient(TEST_ADMIN);
  let staffCount = 0;

  const call = async <T>(path: string, body: Record<string, unknown> = {}, session?: TestSession) => {
    // English unless the test names the player's language: the suites read the English messages.
    const payload = { locale: 'en', ...body };
    const response = await app.inject({
      method: 'POST',
      url: `/api${path}`,
      remoteAddress,
      payload: session ? { ...payload, sign: session.sign, uid: session.uid } : payload,
    });
    return response.json() as Envelope<T>;
  };
  const ok = async <T>(path: string, body: Record<string, unknown> = {}, session?: TestSession) => {
    const envelope = await call<T>(path, body, session);
    if (envelope.state !== '200') throw new Error(`${path} failed: ${envelope.state} ${envelope.msg}`);
    return (envelope as { resultData: T }).resultData;
  };
  const postCallback = async (body: string, headers: Record<string, string>, url: string = CALLBACK_PATH) => {
    const response = await app.inject({
      method: 'POST',
      url: new URL(url, 'http://test').pathname,
      headers,
      payload: body,
    });
    return { status: response.statusCode, body: response.body };
  };
  return {
    app,
    deps,
    clock,
    get sandbox(): SandboxGateway {
      if (!sandbox) throw new Error('This test app runs without the sandbox gateway (production config)');
      return sandbox;
    },
    provider,
    postCallback,
    deliverCallbacks: () =>
      deliverDueCallbacks(deps, ({ url, headers, body }) => postCallback(body, headers, url)),
    call,
    ok,
    async latestOtp(phone) {
      const response = await app.inject({
        method: 'GET',
        url: `/dev/outbox?to=${encodeURIComponent(phone)}`,
      });
      const { messages } = response.json() as { messages: { code: string }[] };
      if (!messages[0]) throw new Error(`No code was sent to ${phone}`);
      return messages[0].code;
    },
    async guest() {
      return ok<TestSession & { password: string }>('/sso/guest', { deviceNumber: 'test-device' });
    },
    admin: (method, url, body) => testAdmin.call(method, url, body),
    async staff(role, username, options = {}) {
      staffCount += 1;
      const credentials = {
        username: username ?? `${role}-${staffCount}`,
        password: `password-of-${role}-${staffCount}`,
      };
      const created = await testAdmin.call('POST', '/staff', { ...credentials, role, ...options });
      if (created.status !== 200)
        throw new Error(`creating ${role} staff failed: ${JSON.stringify(created.body)}`);
      return staffClient(credentials);
    },
    async secondConnection() {
      if (!database.url) return { db: database.db, close: async () => {} };
      const second = await openDatabase({ databaseUrl: database.url, poolSize: 8 });
      return { db: second.db, close: second.close };
    },
    async expectLedgerHealthy() {
      const report = await verifyLedger(deps.db);
      const broken = report.checks.filter((check) => check.violations > 0);
      if (broken.length > 0) throw new Error(`Ledger broken: ${JSON.stringify(broken)}`);
    },
    close: () => composed.close(),
  };
}
