import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps } from '../kernel/context.ts';
import { consoleDistDirectory } from '../platform/paths.ts';
import { styleNonceOf } from './content-security-policy.ts';

/** The console's prefix; its calls stay at /admin/api, which nothing here can shadow. */
export const CONSOLE_PREFIX = '/console';
/**
 * What the console's build writes where each answer's style nonce goes (apps/console/vite.config.ts,
 * html.cspNonce): the `<meta property="csp-nonce">` the console's script reads, and the tags Vite writes.
 */
export const STYLE_NONCE_PLACEHOLDER = 'CONSOLE_STYLE_NONCE';

/** Until the console is built, its addresses say so instead of showing the player app. */
function answerNotBuilt(app: FastifyInstance, root: string, deps: AppDeps): void {
  deps.log.warn({ root }, 'operator console not built (npm run build); /console/ says so until it is');
  const notBuilt = (_request: unknown, reply: FastifyReply) =>
    reply
      .code(503)
      .type('text/plain; charset=utf-8')
      .send('The operator console is not built: run npm run build.');
  app.get(CONSOLE_PREFIX, { schema: { hide: true } }, notBuilt);
  app.get(`${CONSOLE_PREFIX}/*`, { schema: { hide: true } }, notBuilt);
}

/**
 * Serves the built operator console (apps/console/dist) under /console/: its hashed files with a
 * one-year cache and their pre-compressed variants, and its page (index.html) for every other path
 * under /console/ (the console's own routes), each time with a fresh style nonce that the answer's
 * Content-Security-Policy names (http/security-headers.ts), never cached.
 */
export async function consoleAppRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  root = consoleDistDirectory(),
): Promise<void> {
  const indexPath = join(root, 'index.html');
  if (!existsSync(indexPath)) return answerNotBuilt(app, root, deps);
  const page = readFileSync(indexPath, 'utf8');
  // A page without the placeholder would load with every antd style refused by the policy.
  if (!page.includes(STYLE_NONCE_PLACEHOLDER)) {
    throw new Error(`${indexPath} has no ${STYLE_NONCE_PLACEHOLDER}: rebuild the console (npm run build)`);
  }

  await app.register(fastifyStatic, {
    root: join(root, 'assets'),
    prefix: `${CONSOLE_PREFIX}/assets/`,
    decorateReply: false,
    index: false,
    preCompressed: true,
    setHeaders: (reply) => {
      reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });

  const sendPage = (reply: FastifyReply) =>
    reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(page.replaceAll(STYLE_NONCE_PLACEHOLDER, styleNonceOf(reply.raw)));

  app.get(CONSOLE_PREFIX, { schema: { hide: true } }, (request, reply) => {
    const search = request.url.slice(CONSOLE_PREFIX.length);
    return reply.redirect(`${CONSOLE_PREFIX}/${search}`, 301);
  });
  app.get(`${CONSOLE_PREFIX}/*`, { schema: { hide: true } }, (_request, reply) => sendPage(reply));
}
