import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isConsolePath, securityHeaders } from '../../src/http/security-headers.ts';
import { loadConfig } from '../../src/platform/config.ts';
import { webDistDirectory } from '../../src/platform/paths.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { registeredRoutes } from '../registered-routes.ts';

/**
 * Security headers on every answer, the web app's pages included: a strict Content-Security-Policy
 * that allows only what the app uses (its own origin; the game provider, which this server serves,
 * is the only frame; Google sign-in and the advertiser tag only when configured), no eval, no
 * framing by other sites, no MIME sniffing, no referrer.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ serveWebApp: true });
});
afterAll(async () => {
  await t?.close();
});

type Headers = Record<string, string | string[] | number | undefined>;

function directivesOf(headers: Headers): Map<string, string[]> {
  const policy = String(headers['content-security-policy'] ?? '');
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** What a configuration may add to the policy (Google sign-in, the advertiser tag). */
interface AllowedExtras {
  script?: string[];
  frame?: string[];
  connect?: string[];
  style?: string[];
}

/** The policy every answer must carry: the app's own origin and only the configured extras. */
function expectStrictPolicy(headers: Headers, label: string, extra: AllowedExtras = {}) {
  const csp = directivesOf(headers);
  expect(csp.size, `${label}: no Content-Security-Policy`).toBeGreaterThan(0);
  expect(String(headers['content-security-policy']), label).not.toMatch(/unsafe-eval|unsafe-hashes|\*/);
  expect(csp.get('default-src'), label).toEqual(["'self'"]);
  expect(csp.get('script-src'), label).toEqual(["'self'", ...(extra.script ?? [])]);
  expect(csp.get('script-src-attr'), label).toEqual(["'none'"]);
  expect(csp.get('frame-src'), label).toEqual(["'self'", ...(extra.frame ?? [])]);
  expect(csp.get('connect-src'), label).toEqual(["'self'", ...(extra.connect ?? [])]);
  expect(csp.get('style-src'), label).toEqual(["'self'", "'unsafe-inline'", ...(extra.style ?? [])]);
  expect(csp.get('object-src'), label).toEqual(["'none'"]);
  expect(csp.get('base-uri'), label).toEqual(["'self'"]);
  expect(csp.get('form-action'), label).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors'), label).toEqual(["'self'"]);
  for (const directive of ['img-src', 'font-src', 'media-src', 'worker-src', 'manifest-src']) {
    for (const source of csp.get(directive) ?? []) {
      expect(["'self'", 'data:', 'blob:'], `${label} ${directive}`).toContain(source);
    }
  }
  expect(headers['x-content-type-options'], label).toBe('nosniff');
  expect(headers['x-frame-options'], label).toBe('SAMEORIGIN');
  expect(headers['referrer-policy'], label).toBe('no-referrer');
  expect(headers['cross-origin-opener-policy'], label).toBeTruthy();
  expect(headers['x-powered-by'], label).toBeUndefined();
}

/**
 * The operator console's stricter policy: no frames at all and style elements only with the
 * answer's nonce (its own test, http/console-app.test.ts, checks the page carries that nonce).
 */
function expectConsolePolicy(headers: Headers, label: string) {
  const csp = directivesOf(headers);
  expect(String(headers['content-security-policy']), label).not.toMatch(/unsafe-eval|unsafe-hashes|\*/);
  expect(csp.get('default-src'), label).toEqual(["'self'"]);
  expect(csp.get('script-src'), label).toEqual(["'self'"]);
  expect(csp.get('script-src-attr'), label).toEqual(["'none'"]);
  expect(csp.get('style-src-elem')?.[0], label).toBe("'self'");
  expect(csp.get('style-src-elem')?.[1], label).toMatch(/^'nonce-[A-Za-z0-9+/]{22}=='$/);
  expect(csp.get('style-src-elem')?.length, label).toBe(2);
  expect(csp.get('frame-src'), label).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors'), label).toEqual(["'none'"]);
  expect(csp.get('connect-src'), label).toEqual(["'self'"]);
  expect(csp.get('object-src'), label).toEqual(["'none'"]);
  expect(headers['x-frame-options'], label).toBe('DENY');
  expect(headers['x-content-type-options'], label).toBe('nosniff');
  expect(headers['referrer-policy'], label).toBe('no-referrer');
}

describe('security headers', () => {
  it('are on every page and every answer the server gives', async () => {
    const { url: launchUrl } = await t.ok<{ url: string }>(
      '/game/launch',
      { gameId: 100_001 },
      await t.guest(),
    );
    // The game runs from this server (/provider/games/...), so frame-src 'self' is exactly the provider.
    expect(launchUrl).toMatch(/^\/provider\/games\/[a-z-]+\?/);
    const getRoutes = registeredRoutes(t.app)
      .filter((route) => route.method === 'GET')
      .map((route) =>
        route.url
          .replace(':code', 'dice')
          .replace(':orderNo', 'D2026ABC')
          .replace(':key', 'deposit')
          .replace('*', 'pages/home/Home'),
      );
    const requests = [
      ...new Set(getRoutes),
      '/',
      '/pages/wallet/Deposit',
      launchUrl,
      '/no/such/page',
      '/assets/no-such-file.js',
    ];
    for (const url of requests) {
      const response = await t.app.inject({ method: 'GET', url });
      const label = `GET ${url} (${response.statusCode})`;
      if (isConsolePath(url)) expectConsolePolicy(response.headers, label);
      else expectStrictPolicy(response.headers, label);
    }
    for (const [url, payload] of [
      ['/api/u/gconfig', {}],
      ['/api/user/getUserInfo', { sign: 'x' }],
      ['/api/no/such/call', {}],
      ['/admin/api/withdrawals/W1/approve', {}],
      ['/provider/api/play', { sessionId: 'x' }],
    ] as const) {
      const response = await t.app.inject({ method: 'POST', url, payload });
      expectStrictPolicy(response.headers, `POST ${url} (${response.statusCode})`);
    }
  });

  it('the web app shell and the game page load no inline script (the policy would block it)', async () => {
    const isWebBuilt = existsSync(join(webDistDirectory(), 'index.html'));
    const pages = [isWebBuilt ? '/' : null, '/provider/games/dice', '/sandbox-pay/orders/D2026ABC'].filter(
      (page): page is string => page !== null,
    );
    for (const page of pages) {
      const response = await t.app.inject({ method: 'GET', url: page });
      expect(response.headers['content-type'], page).toMatch(/^text\/html/);
      const scripts = [...response.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
      for (const [, attributes, content] of scripts) {
        expect(attributes, `${page}: an inline script`).toMatch(/\bsrc=/);
        expect(content?.trim(), page).toBe('');
      }
      expect(response.body, page).not.toMatch(/\son[a-z]+\s*=/i);
    }
  });

  it('add Google sign-in and the advertiser tag only when configured, and nothing else', async () => {
    const withGoogle = Fastify();
    securityHeaders(
      withGoogle,
      loadConfig({ NODE_ENV: 'test', GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com' }),
    );
    withGoogle.get('/', async () => 'ok');
    const google = await withGoogle.inject({ method: 'GET', url: '/' });
    expectStrictPolicy(google.headers, 'with Google sign-in', {
      script: ['https://accounts.google.com/gsi/client'],
      frame: ['https://accounts.google.com/gsi/'],
      connect: ['https://accounts.google.com/gsi/'],
      style: ['https://accounts.google.com/gsi/style'],
    });
    await withGoogle.close();

    const elsewhere = Fastify();
    securityHeaders(
      elsewhere,
      loadConfig({ NODE_ENV: 'test', APP_REGION: 'ID', ADVERTISER_TAG_URL: 'https://tag.example.com/t.js' }),
    );
    elsewhere.get('/', async () => 'ok');
    expectStrictPolicy(
      (await elsewhere.inject({ method: 'GET', url: '/' })).headers,
      'advertiser tag outside +92',
    );
    await elsewhere.close();

    const pakistan = Fastify();
    securityHeaders(
      pakistan,
      loadConfig({ NODE_ENV: 'test', APP_REGION: 'PK', ADVERTISER_TAG_URL: 'https://tag.example.com/t.js' }),
    );
    pakistan.get('/', async () => 'ok');
    expectStrictPolicy(
      (await pakistan.inject({ method: 'GET', url: '/' })).headers,
      'advertiser tag on +92',
      {
        script: ['https://tag.example.com'],
        connect: ['https://tag.example.com'],
      },
    );
    await pakistan.close();
  });

  it('in production also force HTTPS: HSTS for a year and upgrade-insecure-requests', async () => {
    const production = Fastify();
    securityHeaders(
      production,
      loadConfig({
        NODE_ENV: 'production',
        SANDBOX_GATEWAY_SECRET: 'a-production-gateway-secret',
        PROVIDER_SECRETS: 'a-production-provider-secret',
        STAFF_TOTP_KEY: '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef',
      }),
    );
    production.get('/', async () => 'ok');
    const response = await production.inject({ method: 'GET', url: '/' });
    expectStrictPolicy(response.headers, 'production');
    expect(directivesOf(response.headers).has('upgrade-insecure-requests')).toBe(true);
    const maxAge = Number(/max-age=(\d+)/.exec(String(response.headers['strict-transport-security']))?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(31_536_000);
    await production.close();

    const development = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(development.headers['strict-transport-security']).toBeUndefined();
  });
});
