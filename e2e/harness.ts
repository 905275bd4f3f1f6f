import { mkdirSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { join } from 'node:path';
import type { StaffRole } from '@fairplay/contract/operator/permissions';
import { Secret, TOTP } from 'otpauth';
import { type Browser, chromium, type Locator, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { composeApp } from '../apps/server/src/compose.ts';
import { startBackgroundJobs } from '../apps/server/src/jobs/background.ts';
import type { AppDeps } from '../apps/server/src/kernel/context.ts';
import { lockPlayer } from '../apps/server/src/ledger/player-lock.ts';
import { post } from '../apps/server/src/ledger/post.ts';
import { creditBonus } from '../apps/server/src/modules/bonus/wallet.ts';
import type { Clock } from '../apps/server/src/platform/clock.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { createTestDatabase } from '../apps/server/test/database.ts';
import { TEST_ADMIN } from '../apps/server/test/test-admin.ts';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const PHONE_VIEWPORT = { width: 390, height: 844 };
const RESULTS = join(import.meta.dirname, '..', 'test-results');

export interface E2eServer {
  baseUrl: string;
  deps: AppDeps;
  /** Operator API as the test admin. */
  admin<T = unknown>(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    body?: unknown,
  ): Promise<{ status: number; body: T }>;
  /** A new staff member of a role, made by the test admin (not signed in until their first call). */
  staff(role: StaffRole, username: string): Promise<HttpStaff>;
  /** The newest code the dev outbox holds for a phone. */
  latestOtp(phone: string): Promise<string>;
  close(): Promise<void>;
}

/** The code an authenticator app shows for a secret now (what a staff member types). */
export function totpNow(secret: string): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate();
}

/** A staff member over HTTP: signs in (enrolling the first time), steps up when a call asks for it. */
export interface HttpStaff {
  username: string;
  password: string;
  /** The enrolled secret, once signed in. */
  secret(): string | undefined;
  call<T = unknown>(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    body?: unknown,
  ): Promise<{ status: number; body: T }>;
}

function staffOverHttp(baseUrl: string, credentials: { username: string; password: string }): HttpStaff {
  let token: string | undefined;
  let secret: string | undefined;
  const post = async (url: string, body: unknown, bearer?: string) => {
    const response = await fetch(`${baseUrl}/admin/api${url}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const signIn = async () => {
    const login = await post('/login', credentials);
    if (login.status !== 200) throw new Error(`staff login failed: ${JSON.stringify(login.body)}`);
    if (login.body.enrolRequired) {
      secret = login.body.secret as string;
      const enrol = await post('/login/enrol', { challenge: login.body.challenge, code: totpNow(secret) });
      if (enrol.status !== 200) throw new Error(`enrolment failed: ${JSON.stringify(enrol.body)}`);
      token = enrol.body.token as string;
      return;
    }
    // A code works once: a second sign-in within the same 30 seconds waits for the next one.
    await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 200));
    const totp = await post('/login/totp', { challenge: login.body.challenge, code: totpNow(secret!) });
    if (totp.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(totp.body)}`);
    token = totp.body.token as string;
  };
  const send = (method: string, url: string, body: unknown) =>
    fetch(`${baseUrl}/admin/api${url}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const read = async (response: Response) => {
    const text = await response.text();
    const isJson = (response.headers.get('content-type') ?? '').includes('json');
    return { status: response.status, body: (isJson && text ? JSON.parse(text) : text) as never };
  };
  return {
    ...credentials,
    secret: () => secret,
    async call(method, url, body) {
      if (!token) await signIn();
      let answer = await read(await send(method, url, body));
      if (answer.status === 401) {
        await signIn();
        answer = await read(await send(method, url, body));
      }
      if (answer.status === 403 && (answer.body as { code?: string }).code === 'operator.stepUpRequired') {
        await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 200));
        const stepUp = await post('/step-up', { code: totpNow(secret!) }, token);
        if (stepUp.status !== 200) throw new Error(`step-up failed: ${JSON.stringify(stepUp.body)}`);
        answer = await read(await send(method, url, body));
      }
      return answer;
    },
  };
}

/** The real server (built web app included) on a random port, over a fresh test database. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export async function startServer(
  env: Record<string, string> = {},
  {
    scheduledJobs = true,
    clock,
  }: {
    scheduledJobs?: boolean;
    /** The server's clock (the system's by default): a test moves time on with a shifted one. */
    clock?: Clock;
  } = {},
): Promise<E2eServer> {
  const database = await createTestDatabase();
  const port = await freePort();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    RATE_LIMIT_PER_MINUTE: '100000',
    OTP_SENDS_PER_IP_PER_HOUR: '100000',
    SANDBOX_CALLBACK_BASE_URL: `http://127.0.0.1:${port}`,
    SEAMLESS_BASE_URL: `http://127.0.0.1:${port}`,
    // Every success answer is checked against its call's result schema: a drift fails the test
    // (a production start refuses this test setting).
    CHECK_REPLIES: env.NODE_ENV === 'production' ? '0' : '1',
    ...env,
  });
  const composed = await composeApp({
    config,
    database,
    google: null,
    serveWebApp: true,
    ...(clock ? { clock } : {}),
    ...(process.env.TEST_LOG_LEVEL ? {} : { logger: false }),
  });
  const { app, deps, sandbox, provider } = composed;
  await app.listen({ port, host: '127.0.0.1' });
  const stopJobs = startBackgroundJobs(deps, sandbox, provider, { scheduledJobs });
  const baseUrl = `http://127.0.0.1:${port}`;
  const admin = staffOverHttp(baseUrl, TEST_ADMIN);
  return {
    baseUrl,
    deps,
    admin: (method, url, body) => admin.call(method, url, body),
    staff: async (role, username) => {
      const credentials = { username, password: `password-of-${username}` };
      const created = await admin.call('POST', '/staff', { ...credentials, role });
      if (created.status !== 200)
        throw new Error(`creating ${username} failed: ${JSON.stringify(created.body)}`);
      return staffOverHttp(baseUrl, credentials);
    },
    async latestOtp(phone) {
      const response = await fetch(`${baseUrl}/dev/outbox?to=${encodeURIComponent(phone)}`);
      const { messages } = (await response.json()) as { messages: { code: string }[] };
      if (!messages[0]) throw new Error(`no code sent to ${phone}`);
      return messages[0].code;
    },
    async close() {
      await stopJobs();
      await composed.close();
    },
  };
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_FLAGS,
  });
}

/** A phone-sized page that fails the test on any uncaught page error. */
export async function openPhone(browser: Browser): Promise<Page & { errors: string[] }> {
  const context = await browser.newContext({
    viewport: PHONE_VIEWPORT,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  const page = (await context.newPage()) as Page & { errors: string[] };
  page.errors = [];
  page.on('pageerror', (error) => page.errors.push(error.message));
  return page;
}

/** Waits (at most 2 s) until no finite CSS animation or transition runs: a modal half faded in is no picture of it. */
export async function animationsSettled(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
          ),
      undefined,
      { timeout: 2_000 },
    )
    .catch(() => {});
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(RESULTS, { recursive: true });
  await page.screenshot({ path: join(RESULTS, `${name}.png`) });
}

/** Logs in as a new guest from the login page; returns the player's numeric id. */
export async function loginAsGuest(page: Page, baseUrl: string): Promise<number> {
  await page.goto(`${baseUrl}/pages/Login/Login`);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: /Main sebagai tamu|Play as guest/ }).click();
  await page.waitForURL('**/pages/account/Account');
  await expect.poll(() => page.getByTestId('account-user-id').textContent()).toMatch(/^\d+$/);
  return Number(await page.getByTestId('account-user-id').textContent());
}

/**
 * Answers the deposit-limit prompt a new player meets at the first deposit (and after registering)
 * with "Not now", as a player who wants no limit does; it is not offered again.
 */
export async function skipLimitPrompt(page: Page): Promise<void> {
  const prompt = page.getByTestId('limit-prompt');
  await prompt.waitFor();
  await page.getByTestId('limit-prompt-skip').click();
  await prompt.waitFor({ state: 'detached' });
}

/** Text with Intl's no-break spaces (between a currency symbol and its number) read as spaces. */
export function plainText(text: string | null): string {
  return (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
}

/** An element's text, no-break spaces read as spaces: "Rp 100.000". */
export async function plainTextOf(locator: Locator): Promise<string> {
  return plainText(await locator.textContent());
}

/** The balance the Mine page shows (Indonesian: "Rp 119.400"), no-break spaces read as spaces. */
export async function balanceOnAccount(page: Page, baseUrl: string): Promise<string> {
  await page.goto(`${baseUrl}/pages/account/Account`);
  return plainTextOf(page.getByTestId('account-balance'));
}

/** Credits a player's cash as a settled deposit without a wagering requirement would (test set-up). */
export async function fundPlayer(server: E2eServer, userId: number, amountMajor: number): Promise<void> {
  const amount = BigInt(Math.round(amountMajor * 100));
  await post(server.deps.db, {
    idempotencyKey: `e2e-fund:${userId}:${amount}:${Math.random()}`,
    code: 'deposit',
    userId,
    legs: [
      { account: { userId, kind: 'user_cash' }, amount },
      { account: { house: 'house_gateway' }, amount: -amount },
    ],
    at: new Date(),
  });
}

/** A bonus as a promotion would pay it: bonus money with `wagerMultiple` × its amount to wager. */
export async function grantBonus(
  server: E2eServer,
  userId: number,
  amountMajor: number,
  wagerMultiple: number,
): Promise<void> {
  await server.deps.db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    await creditBonus(tx, {
      userId,
      amount: BigInt(Math.round(amountMajor * 100)),
      wagerMultiple,
      code: 'gift',
      idempotencyKey: `e2e-bonus:${userId}:${Math.random()}`,
      at: new Date(),
    });
  });
}

/** The sign and uid the app stored for the logged-in player (for set-up calls beside the UI). */
export async function sessionOf(page: Page): Promise<{ sign: string; uid: string }> {
  const stored = await page.evaluate(() => localStorage.getItem('fairplay-session'));
  const { state } = JSON.parse(stored ?? '{}') as { state: { sign: string; uid: string } };
  return { sign: state.sign, uid: state.uid };
}

/** A player API call as the app makes it; fails unless it succeeds. */
export async function apiOk<T = unknown>(
  server: E2eServer,
  path: string,
  body: Record<string, unknown>,
): Promise<T> {
  const response = await fetch(`${server.baseUrl}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { state: string; msg: string; resultData: T };
  if (envelope.state !== '200') throw new Error(`${path}: ${envelope.state} ${envelope.msg}`);
  return envelope.resultData;
}

let phoneCounter = 0;
/** Binds a fresh phone to the session's player through the dev SMS outbox. */
export async function bindPhoneByApi(
  server: E2eServer,
  session: { sign: string; uid: string },
  region: 'ID' | 'IN' | 'PK' = 'ID',
): Promise<string> {
  phoneCounter += 1;
  const digits = `${String(Date.now() % 1_000_000_000)
    .padStart(9, '0')
    .slice(0, 8)}${phoneCounter % 10}`;
  // A national number of the region: ID 82xxxxxxxxx, IN 9xxxxxxxxx, PK 3xxxxxxxxx.
  const phone = { ID: `82${digits}`, IN: `9${digits}`, PK: `3${digits}` }[region];
  await apiOk(server, '/sms/send', { ...session, mobile: phone, type: 'bind' });
  await apiOk(server, '/user/bindPhone', {
    ...session,
    mobile: phone,
    verificationCode: await server.latestOtp(phone),
  });
  return phone;
}
