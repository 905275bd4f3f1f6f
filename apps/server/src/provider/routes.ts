import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { serverRootDirectory } from '../platform/paths.ts';
import { moneyFormatScript } from './money-format-script.ts';
import {
  fairnessState,
  gameByCode,
  minesCashout,
  minesReveal,
  minesStart,
  openSession,
  type ProviderDeps,
  ProviderError,
  play,
  rotateSeed,
  sessionOf,
  verifyOutcome,
} from './service.ts';

// Every text field has a pattern: a value the database cannot store (a NUL byte) or the game never
// made is a 400 naming the field, never a 500.
const GAME_CODE = /^[a-z0-9-]{2,40}$/;
const ZGameCode = z.string().regex(GAME_CODE, 'must be a game code (a-z, 0-9 and -)');
const ZSessionId = z.string().regex(/^[0-9a-f]{48}$/, 'must be the session id the game was given');
/** Launch tokens travel in the game page's URL: URL-safe characters only. */
const ZLaunchToken = z
  .string()
  .min(16)
  .max(128)
  .regex(/^[\w.~-]+$/, 'must be the launch token from the game URL');
const ZRoundId = z.string().regex(/^R[0-9A-Z]{1,63}$/, 'must be a round id');
const CLIENT_SEED = /^[\w.-]+$/;
const ZClientSeed = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(CLIENT_SEED, 'letters, digits, . _ and - only')
  .optional();
const ZBet = z.number().positive().max(1e12);

const SCHEMAS = {
  session: z.strictObject({ token: ZLaunchToken, game: ZGameCode }),
  play: z.strictObject({
    sessionId: ZSessionId,
    bet: ZBet,
    clientSeed: ZClientSeed,
    dice: z.object({ targetHundredths: z.number().int(), direction: z.enum(['under', 'over']) }).optional(),
    limbo: z.object({ targetHundredths: z.number().int() }).optional(),
    plinko: z.object({ risk: z.enum(['low', 'medium', 'high']) }).optional(),
  }),
  minesStart: z.strictObject({
    sessionId: ZSessionId,
    bet: ZBet,
    mines: z.number().int(),
    clientSeed: ZClientSeed,
  }),
  minesReveal: z.strictObject({ sessionId: ZSessionId, roundId: ZRoundId, tile: z.number().int() }),
  minesCashout: z.strictObject({ sessionId: ZSessionId, roundId: ZRoundId }),
  rotate: z.strictObject({ sessionId: ZSessionId, clientSeed: ZClientSeed }),
  fairness: z.strictObject({ sessionId: ZSessionId }),
  verify: z.strictObject({
    engine: z.enum(['dice', 'limbo', 'mines', 'plinko']),
    serverSeed: z.string().regex(/^[0-9a-f]{64}$/, 'must be the 64-character revealed server seed'),
    clientSeed: z.string().min(1).max(64).regex(CLIENT_SEED, 'letters, digits, . _ and - only'),
    nonce: z.number().int().min(0).max(1e9),
    mines: z.number().int().min(1).max(24).optional(),
    /** The game the round was played in: its configured RTP decides Limbo results. */
    game: ZGameCode.optional(),
  }),
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * The in-house provider's HTTP surface under /provider: game pages, their JSON API and the
 * fairness check. The pages run in the app's sandboxed iframe (an opaque origin), so the API
 * answers CORS for any origin — it needs no cookies, a session id travels in each body.
 */
export function providerRoutes(app: FastifyInstance, deps: ProviderDeps): void {
  const assets = join(serverRootDirectory(), 'provider-client');
  const asset = (name: string) => {
    const path = join(assets, name);
    return existsSync(path) ? readFileSync(path, 'utf8') : '';
  };
  const script = asset('game.js');
  const style = asset('game.css');
  // The page's words in every language the app offers (game-texts.json), and the app's money formatter.
  const gameTexts = JSON.parse(asset('game-texts.json') || '{}') as Record<string, Record<string, string>>;
  const textsScript = `window.FairplayGameTexts=${JSON.stringify(gameTexts)};`;
  let moneyScript: Promise<string> | null = null;

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/provider/')) return;
    reply.header('access-control-allow-origin', '*');
    reply.header('cross-origin-resource-policy', 'cross-origin');
  });
  app.options('/provider/api/*', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('access-control-allow-methods', 'POST, OPTIONS')
      .header('access-control-allow-headers', 'content-type')
      .header('access-control-max-age', '600')
      .code(204)
      .send(),
  );

  app.get('/provider/static/game.js', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=300').send(script),
  );
  app.get('/provider/static/game.css', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=300').send(style),
  );
  app.get('/provider/static/game-texts.js', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(textsScript),
  );
  app.get('/provider/static/money-format.js', { schema: { hide: true } }, async (_request, reply) => {
    moneyScript ??= moneyFormatScript();
    return reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(await moneyScript);
  });

  app.get<{ Params: { code: string }; Querystring: { lang?: string } }>(
    '/provider/games/:code',
    { schema: { hide: true } },
    async (request, reply) => {
      const code = GAME_CODE.test(request.params.code) ? request.params.code : '';
      // The launch URL names the player's language; an unknown one reads English.
      const lang =
        request.query.lang && Object.hasOwn(gameTexts, request.query.lang) ? request.query.lang : 'en';
      const loading = gameTexts[lang]?.loading ?? '…';
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(`<!doctype html>
<html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1">
<title>Fairplay Originals</title><link rel="stylesheet" href="/provider/static/game.css"></head>
<body data-game="${escapeHtml(code)}"><main id="game" aria-live="polite"><p class="loading">${escapeHtml(loading)}</p></main>
<script src="/provider/static/money-format.js"></script><script src="/provider/static/game-texts.js"></script>
<script src="/provider/static/game.js"></script></body></html>`);
    },
  );

  const handle = async (reply: FastifyReply, work: () => Promise<unknown>) => {
    try {
      return reply.send(await work());
    } catch (error) {
      if (error instanceof ProviderError)
        return reply.code(400).send({ error: error.code, message: error.message });
      throw error;
    }
  };
  const route = <K extends keyof typeof SCHEMAS>(
    path: string,
    schema: K,
    work: (body: z.output<(typeof SCHEMAS)[K]>) => Promise<unknown>,
  ) => {
    app.post(`/provider/api/${path}`, { schema: { hide: true } }, async (request, reply) => {
      const parsed = SCHEMAS[schema].safeParse(request.body ?? {});
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return reply.code(400).send({
          error: 'INVALID_PARAMS',
          message: `${issue?.path.join('.') || 'body'}: ${issue?.message}`,
        });
      }
      return handle(reply, () => work(parsed.data as z.output<(typeof SCHEMAS)[K]>));
    });
  };

  route('session', 'session', (body) => openSession(deps, body.token, body.game));
  route('play', 'play', async (body) => play(deps, await sessionOf(deps, body.sessionId), body));
  route('mines/start', 'minesStart', async (body) =>
    minesStart(deps, await sessionOf(deps, body.sessionId), body),
  );
  route('mines/reveal', 'minesReveal', async (body) =>
    minesReveal(deps, await sessionOf(deps, body.sessionId), body),
  );
  route('mines/cashout', 'minesCashout', async (body) =>
    minesCashout(deps, await sessionOf(deps, body.sessionId), body),
  );
  route('seeds/rotate', 'rotate', async (body) =>
    rotateSeed(deps, await sessionOf(deps, body.sessionId), body.clientSeed),
  );
  route('seeds', 'fairness', async (body) => fairnessState(deps, await sessionOf(deps, body.sessionId)));
  route('verify', 'verify', async (body) =>
    verifyOutcome(body, body.game ? await gameByCode(deps.db, body.game) : null),
  );
}
