import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The page files of the small build: home, one more page; every other path is "coming soon". */
export const WEB_PAGE_FILES = {
  '/': 'features/home/home-page.tsx',
  '/pages/index/index': 'features/home/home-page.tsx',
  '/pages/home/Home': 'features/home/home-page.tsx',
  '/pages/wallet/Deposit': 'features/wallet/deposit-page.tsx',
};

/** The hashed files one page load fetches: the entry, its CSS and ten chunks — a dozen files. */
export const WEB_ASSETS = [
  'assets/index-1a2b3c.js',
  'assets/index-1a2b3c.css',
  ...Array.from({ length: 10 }, (_, index) => `assets/chunk-${index}-9f8e7d.js`),
];

/**
 * A small stand-in for apps/web/dist (the server suite does not build the web app): index.html
 * with the region placeholder and a sizeable entry CSS that the server inlines, a Vite manifest,
 * the page-file map beside it, and a dozen hashed assets. Returns the dist folder.
 */
export function createWebBuild(): { root: string; remove(): void } {
  const base = mkdtempSync(join(tmpdir(), 'fairplay-web-'));
  const root = join(base, 'dist');
  mkdirSync(join(root, 'assets'), { recursive: true });
  mkdirSync(join(root, '.vite'), { recursive: true });
  mkdirSync(join(base, 'src', 'app'), { recursive: true });
  // Random text compresses badly, like a real stylesheet's many distinct rules: ~24 KB inlined.
  const css = `body{--seed:"${randomBytes(18_000).toString('base64')}"}`;
  writeFileSync(join(root, WEB_ASSETS[1]!), css);
  for (const file of WEB_ASSETS.filter((name) => name.endsWith('.js'))) {
    writeFileSync(join(root, file), `export const file = ${JSON.stringify(file)};\n`);
  }
  writeFileSync(
    join(root, 'index.html'),
    `<!doctype html><html><head><meta charset="utf-8"><meta name="fairplay-region" content="">
<link rel="stylesheet" crossorigin href="/${WEB_ASSETS[1]}">
<script type="module" crossorigin src="/${WEB_ASSETS[0]}"></script></head><body><div id="root"></div></body></html>`,
  );
  const chunk = (index: number) => `_chunk-${index}.js`;
  const manifest: Record<string, { file: string; imports?: string[]; css?: string[] }> = {
    'index.html': { file: WEB_ASSETS[0]!, css: [WEB_ASSETS[1]!], imports: [chunk(0)] },
    'src/features/home/home-page.tsx': { file: WEB_ASSETS[3]!, imports: [chunk(4), chunk(5)] },
    'src/features/wallet/deposit-page.tsx': { file: WEB_ASSETS[7]!, imports: [chunk(8)] },
    'src/features/common/coming-soon-page.tsx': { file: WEB_ASSETS[10]! },
    'src/shared/i18n/locales/id/index.ts': { file: WEB_ASSETS[11]! },
  };
  for (let index = 0; index < 10; index += 1) manifest[chunk(index)] = { file: WEB_ASSETS[index + 2]! };
  writeFileSync(join(root, '.vite', 'manifest.json'), JSON.stringify(manifest));
  writeFileSync(join(base, 'src', 'app', 'page-files.json'), JSON.stringify(WEB_PAGE_FILES));
  return { root, remove: () => rmSync(base, { recursive: true, force: true }) };
}
