import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { createWebBuild, WEB_ASSETS } from '../../test/web-build.ts';

let build: ReturnType<typeof createWebBuild>;
beforeAll(() => {
  build = createWebBuild();
});
afterAll(() => {
  build?.remove();
});

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
/** Live heap once answered requests are let go (their stream callbacks run on later turns). */
async function heapAfterCollection(): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 100));
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

describe('the web app shell', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ webAppRoot: build.root, serveWebApp: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is prepared per page, whatever path reaches that page', async () => {
    const shell = async (url: string) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      return response.body;
    };
    const home = await shell('/');
    expect(home).toContain('<style>body{--seed:');
    expect(home).toContain(`<link rel="modulepreload" crossorigin href="/${WEB_ASSETS[3]}">`);
    expect(await shell('/pages/home/Home')).toBe(home);
    expect(await shell('/pages/home/Home/?from=banner')).toBe(home);
    const deposit = await shell('/pages/wallet/Deposit');
    expect(deposit).toContain(`href="/${WEB_ASSETS[7]}"`);
    const unknown = await shell('/pages/no/such/page');
    expect(unknown).toContain(`href="/${WEB_ASSETS[10]}"`);
    expect(await shell('/anything/else')).toBe(unknown);
    const gzipped = await t.app.inject({
      method: 'GET',
      url: '/pages/wallet/Deposit',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
  });

  // Defect 3: the shell was cached per request path, without a bound — 20,000 distinct paths
  // added ~490 MB and killed a process with a 192 MB heap. It is now kept once per page file.
  it('does not grow with the number of distinct paths asked for', async () => {
    const ask = (index: number) =>
      t.app.inject({ method: 'GET', url: `/pages/probe/${index}-${Math.random().toString(36).slice(2)}` });
    for (let index = 0; index < 100; index += 1) await ask(index);
    const before = await heapAfterCollection();
    const paths = 3_000;
    for (let index = 0; index < paths; index += 20) {
      const answers = await Promise.all(Array.from({ length: 20 }, (_, offset) => ask(index + offset)));
      for (const answer of answers) expect(answer.statusCode).toBe(200);
    }
    const grownMb = ((await heapAfterCollection()) - before) / 1_048_576;
    console.info(`web shell: heap grew ${grownMb.toFixed(1)} MB after ${paths} distinct paths`);
    expect(grownMb).toBeLessThan(15);
  });
});

describe('web app rate limit', () => {
  it('lets page loads through and limits a flood of requests from one address', async () => {
    const t = await createTestApp({
      webAppRoot: build.root,
      serveWebApp: true,
      env: { RATE_LIMIT_PER_MINUTE: '600' },
    });
    try {
      const remoteAddress = '198.51.100.23';
      const get = (url: string) => t.app.inject({ method: 'GET', url, remoteAddress });
      // Twenty page loads, each the shell and a dozen files: 260 requests, all answered.
      for (let load = 0; load < 20; load += 1) {
        const answers = await Promise.all([get('/'), ...WEB_ASSETS.map((file) => get(`/${file}`))]);
        expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
      }
      const flood = [];
      for (let index = 0; index < 400; index += 20) {
        flood.push(
          ...(await Promise.all(Array.from({ length: 20 }, (_, offset) => get(`/flood/${index + offset}`)))),
        );
      }
      const limited = flood.filter((answer) => answer.statusCode === 429).length;
      console.info(`web flood: ${limited} of ${flood.length} answered 429 after 260 page-load requests`);
      expect(limited).toBeGreaterThan(0);
      expect((await get('/healthz')).statusCode).toBe(200);
      // Another address is not affected.
      expect(
        (await t.app.inject({ method: 'GET', url: '/', remoteAddress: '198.51.100.24' })).statusCode,
      ).toBe(200);
    } finally {
      await t.close();
    }
  });
});
