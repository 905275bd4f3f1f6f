import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { createWebBuild } from '../../test/web-build.ts';
import { STYLE_NONCE_PLACEHOLDER } from './console-app.ts';

const ENTRY = 'assets/index-c0ns0le.js';
const STYLES = 'assets/index-c0ns0le.css';
const ENTRY_SOURCE = `export const console = ${JSON.stringify('x'.repeat(4_000))};\n`;

/** A small stand-in for apps/console/dist as Vite writes it (html.cspNonce), with a pre-compressed entry. */
function createConsoleBuild({ hasPlaceholder = true } = {}): { root: string; remove(): void } {
  const root = mkdtempSync(join(tmpdir(), 'fairplay-console-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, ENTRY), ENTRY_SOURCE);
  writeFileSync(join(root, `${ENTRY}.br`), brotliCompressSync(ENTRY_SOURCE));
  writeFileSync(join(root, STYLES), 'body{margin:0}');
  const nonce = hasPlaceholder ? STYLE_NONCE_PLACEHOLDER : '';
  writeFileSync(
    join(root, 'index.html'),
    `<!doctype html><html><head><meta property="csp-nonce" nonce="${nonce}">
<script type="module" crossorigin src="/console/${ENTRY}" nonce="${nonce}"></script>
<link rel="stylesheet" crossorigin href="/console/${STYLES}" nonce="${nonce}"></head><body><div id="root"></div></body></html>`,
  );
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

type Headers = Record<string, string | string[] | number | undefined>;

function policyOf(headers: Headers): Map<string, string[]> {
  return new Map(
    String(headers['content-security-policy'] ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

let web: ReturnType<typeof createWebBuild>;
let built: ReturnType<typeof createConsoleBuild>;
let t: TestApp;
beforeAll(async () => {
  web = createWebBuild();
  built = createConsoleBuild();
  t = await createTestApp({ serveWebApp: true, webAppRoot: web.root, consoleAppRoot: built.root });
});
afterAll(async () => {
  await t?.close();
  built?.remove();
  web?.remove();
});

describe('the operator console at /console/', () => {
  it('answers its page for every console path, with a fresh style nonce the policy names', async () => {
    const nonces = new Set<string>();
    for (const url of [
      '/console/',
      '/console/staff',
      '/console/audit?actor=admin&page=2',
      '/console/no/such/page',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-store');
      expect(response.body, url).not.toContain(STYLE_NONCE_PLACEHOLDER);
      const nonce = /<meta property="csp-nonce" nonce="([^"]+)">/.exec(response.body)?.[1];
      expect(nonce, url).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      const policy = policyOf(response.headers);
      expect(policy.get('style-src-elem'), url).toEqual(["'self'", `'nonce-${nonce}'`]);
      expect(policy.get('style-src'), url).toEqual(["'self'", `'nonce-${nonce}'`]);
      expect(policy.get('script-src'), url).toEqual(["'self'"]);
      expect(policy.get('frame-ancestors'), url).toEqual(["'none'"]);
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      // No inline script: every script element loads a file.
      for (const [, attributes, content] of response.body.matchAll(
        /<script\b([^>]*)>([\s\S]*?)<\/script>/gi,
      )) {
        expect(attributes, url).toMatch(/\bsrc=/);
        expect(content?.trim(), url).toBe('');
      }
      nonces.add(nonce!);
    }
    expect(nonces.size).toBe(4);
  });

  it('sends /console to /console/, keeping the query', async () => {
    const bare = await t.app.inject({ method: 'GET', url: '/console' });
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/console/');
    const withQuery = await t.app.inject({ method: 'GET', url: '/console?next=%2Fstaff' });
    expect(withQuery.headers.location).toBe('/console/?next=%2Fstaff');
  });

  it('serves hashed files for a year, pre-compressed when asked, and a missing file as 404', async () => {
    const entry = await t.app.inject({ method: 'GET', url: `/console/${ENTRY}` });
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toBe(ENTRY_SOURCE);
    expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(entry.headers['content-type']).toMatch(/javascript/);
    const compressed = await t.app.inject({
      method: 'GET',
      url: `/console/${ENTRY}`,
      headers: { 'accept-encoding': 'br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    const missing = await t.app.inject({ method: 'GET', url: '/console/assets/index-gone.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('csp-nonce');
    // An encoded way up from the files' folder reaches nothing above it (the page is not a file).
    for (const url of ['/console/assets/..%2findex.html', '/console/assets/%2e%2e/%2e%2e/web/index.html']) {
      const outside = await t.app.inject({ method: 'GET', url });
      expect(outside.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(outside.body, url).not.toContain('<html');
    }
  });

  it('shadows nothing of the operator API, and the player app keeps its own page and policy', async () => {
    const me = await t.app.inject({ method: 'GET', url: '/admin/api/me' });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toMatchObject({ message: expect.any(String) });
    const unknown = await t.app.inject({ method: 'GET', url: '/admin/api/console' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).not.toContain('csp-nonce');

    const player = await t.app.inject({ method: 'GET', url: '/pages/home/Home' });
    expect(player.body).toContain('fairplay-region');
    expect(player.body).not.toContain('csp-nonce');
    const policy = policyOf(player.headers);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(player.headers['x-frame-options']).toBe('SAMEORIGIN');
    // A player path that only starts like the console's is the player app's.
    const lookalike = await t.app.inject({ method: 'GET', url: '/consoles' });
    expect(lookalike.body).toContain('fairplay-region');
  });
});

describe('the operator console before it is built', () => {
  it('says so under /console/ and leaves the player app alone', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'fairplay-console-empty-'));
    const app = await createTestApp({ serveWebApp: true, webAppRoot: web.root, consoleAppRoot: empty });
    try {
      const page = await app.app.inject({ method: 'GET', url: '/console/staff' });
      expect(page.statusCode).toBe(503);
      expect(page.body).toMatch(/not built/);
      expect((await app.app.inject({ method: 'GET', url: '/console' })).statusCode).toBe(503);
      expect((await app.app.inject({ method: 'GET', url: '/' })).body).toContain('fairplay-region');
    } finally {
      await app.close();
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it('refuses to start with a page built without the nonce placeholder (every style would be refused)', async () => {
    const stale = createConsoleBuild({ hasPlaceholder: false });
    try {
      await expect(
        createTestApp({ serveWebApp: true, webAppRoot: web.root, consoleAppRoot: stale.root }),
      ).rejects.toThrow(/CONSOLE_STYLE_NONCE/);
    } finally {
      stale.remove();
    }
  });
});
