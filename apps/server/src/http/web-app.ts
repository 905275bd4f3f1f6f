import { existsSync, readFileSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../kernel/context.ts';
import { firstBannerImage } from '../modules/home/index.ts';
import { cached, loadingCache } from '../platform/cache.ts';
import { webDistDirectory } from '../platform/paths.ts';

const REGION_PLACEHOLDER = '<meta name="fairplay-region" content="">';
const HOME_PATHS = new Set(['/', '/pages/index/index', '/pages/home/Home']);
/** How long Home's shell keeps the first banner it preloads. */
const BANNER_TTL_MS = 30_000;
const COMING_SOON_FILE = 'features/common/coming-soon-page.tsx';
const LOCALE_FILES: Record<string, string> = { ind: 'id', en: 'en' };

interface ManifestEntry {
  file: string;
  imports?: string[];
  css?: string[];
}

interface ShellPage {
  html: string;
  gzip: Buffer;
}

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}

/** The JS and CSS files a manifest entry needs, following its static imports. */
function chunkFiles(
  manifest: Record<string, ManifestEntry>,
  key: string,
  js = new Set<string>(),
  css = new Set<string>(),
) {
  const entry = manifest[key];
  if (!entry || js.has(entry.file)) return { js, css };
  js.add(entry.file);
  for (const file of entry.css ?? []) css.add(file);
  for (const imported of entry.imports ?? []) chunkFiles(manifest, imported, js, css);
  return { js, css };
}

/**
 * Serves the built web app. Hashed assets get a one-year cache and their pre-compressed variants.
 * Every other GET outside /api answers index.html (history-mode routes) prepared for that page:
 * the region in a meta tag, the entry CSS inlined, modulepreload links for the page's chunks and
 * the default language, and on Home the first banner image preloaded — so a phone on a slow
 * network fetches in one round what would otherwise take three. Shells are kept per page file
 * (a finite set), never per requested path.
 */
export async function webAppRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  root = webDistDirectory(),
): Promise<void> {
  const indexPath = join(root, 'index.html');
  if (!existsSync(indexPath)) {
    deps.log.warn({ root }, 'web app not built; serving the API only');
    return;
  }
  const manifestPath = join(root, '.vite', 'manifest.json');
  const manifest: Record<string, ManifestEntry> = existsSync(manifestPath)
    ? JSON.parse(readFileSync(manifestPath, 'utf8'))
    : {};
  const pageFilesPath = join(root, '..', 'src', 'app', 'page-files.json');
  const pageFiles: Record<string, string> = existsSync(pageFilesPath)
    ? JSON.parse(readFileSync(pageFilesPath, 'utf8'))
    : {};
  const { region } = deps.config;
  const regionJson = JSON.stringify({
    code: region.code,
    phonePrefix: region.phonePrefix,
    currencySign: region.currencySign,
    currencyDecimals: region.currencyDecimals,
    timeZone: region.timeZone,
    languageKey: region.languageKey,
  });
  let baseHtml = readFileSync(indexPath, 'utf8').replace(
    REGION_PLACEHOLDER,
    `<meta name="fairplay-region" content="${escapeAttribute(regionJson)}">`,
  );
  // The entry CSS is small: inline it so the first paint does not wait for another request.
  baseHtml = baseHtml.replace(
    /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/,
    (tag, file: string) => {
      const path = join(root, file);
      return existsSync(path) ? `<style>${readFileSync(path, 'utf8')}</style>` : tag;
    },
  );
  const entry = chunkFiles(manifest, 'index.html');
  const localeKey = `src/shared/i18n/locales/${LOCALE_FILES[region.languageKey] ?? 'id'}/index.ts`;

  const preloadsFor = (pageFile: string): string[] => {
    const { js, css } = chunkFiles(manifest, `src/${pageFile}`);
    chunkFiles(manifest, localeKey, js, css);
    return [
      ...[...js]
        .filter((file) => !entry.js.has(file))
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
      ...[...css]
        .filter((file) => !entry.css.has(file))
        .map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
    ];
  };
  const shellOf = (links: string[]): ShellPage => {
    const html = baseHtml.replace('</head>', `${links.join('')}</head>`);
    return { html, gzip: gzipSync(html) };
  };

  // One shell per page file, prepared at start: a finite set, whatever paths are asked for.
  const pageShells = new Map<string, ShellPage>();
  for (const pageFile of new Set([...Object.values(pageFiles), COMING_SOON_FILE])) {
    pageShells.set(pageFile, shellOf(preloadsFor(pageFile)));
  }
  // Home also preloads its first banner, which operators change: refreshed every 30 s.
  const homeShells = loadingCache<ShellPage>({ max: HOME_PATHS.size, ttlMs: BANNER_TTL_MS });
  const homeShell = (pageFile: string) =>
    cached(homeShells, pageFile, async () => {
      // In the region's language: the one a first visit shows.
      const imageUrl = await firstBannerImage(deps, region.languageKey);
      const links = preloadsFor(pageFile);
      if (imageUrl) {
        links.unshift(
          `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(imageUrl)}">`,
        );
      }
      return shellOf(links);
    });
  const shellFor = async (path: string): Promise<ShellPage> => {
    // An own-property lookup: a path such as /constructor is an unknown page like any other.
    const pageFile = Object.hasOwn(pageFiles, path) ? pageFiles[path]! : COMING_SOON_FILE;
    if (HOME_PATHS.has(path)) return homeShell(pageFile);
    return pageShells.get(pageFile)!;
  };

  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      const isHashed = filePath.startsWith(join(root, 'assets'));
      reply.header(
        'cache-control',
        isHashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });

  const sendShell = async (request: FastifyRequest, reply: FastifyReply, path: string) => {
    const shell = await shellFor(path);
    reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .header('vary', 'accept-encoding');
    if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      return reply.header('content-encoding', 'gzip').send(shell.gzip);
    }
    return reply.send(shell.html);
  };

  app.get('/', { schema: { hide: true } }, (request, reply) => sendShell(request, reply, '/'));
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const path = request.url.split('?')[0]!;
    if (path.startsWith('/api/') || path.startsWith('/admin/api/')) return reply.callNotFound();
    if (path.split('/').some((segment) => segment.startsWith('.')))
      return reply.code(404).type('text/plain').send('Not found');
    const file = normalize(join(root, decodeURIComponent(path)));
    if (file.startsWith(root) && /\.[a-z0-9]{2,12}$/i.test(path)) {
      if (existsSync(file) && !path.endsWith('index.html')) return reply.sendFile(path.slice(1));
      return reply.code(404).type('text/plain').send('Not found');
    }
    return sendShell(request, reply, path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path);
  });
}
