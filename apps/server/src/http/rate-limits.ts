import { StateCode } from '@fairplay/contract';
import { type MessageContext, renderMessage } from '@fairplay/contract/messages';
import type { Region } from '@fairplay/contract/regions';
import fastifyRateLimit, { type FastifyRateLimitStoreCtor, normalizeIP } from '@fastify/rate-limit';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { gameLaunchTokens, providerSessions, users } from '../db/schema.ts';
import type { AppDeps } from '../kernel/context.ts';
import { failureAnswer } from '../kernel/request-language.ts';
import { sessionOfRequest } from '../kernel/request-session.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Who signed this request, once the signature is verified (a provider and its player, a
     * payment gateway); null when unsigned or forged. Such a caller is limited on its own, never
     * with the address it calls from, which it may share (the in-house provider's 127.0.0.1).
     */
    verifiedCaller?: (request: FastifyRequest) => string | null;
  }
}

const WINDOW_MS = 60_000;
/** In-process counters kept at most: past this the least recently used client starts afresh. */
const LOCAL_COUNTERS = 100_000;
/** Game sessions whose player is remembered; one lookup per session otherwise. */
const GAME_SESSIONS = 50_000;
const GAME_SESSION_TTL_MS = 5 * 60_000;
const REDIS_PREFIX = 'fairplay:rate-limit:';
/** A counter update waits this long for Redis before the request goes through uncounted. */
const REDIS_COMMAND_TIMEOUT_MS = 250;
const REDIS_START_WAIT_MS = 2_000;
const OUTAGE_LOG_INTERVAL_MS = 10_000;
const GAME_SESSION_ID = /^[0-9a-f]{48}$/;
/** Players and launch tokens remembered as existing or not, for the signed-call buckets. */
const KNOWN_IDS = 100_000;
const KNOWN_ID_TTL_MS = 60_000;

type Counted = { current: number; ttl: number };
type CountedCallback = (error: Error | null, result?: Counted) => void;
interface CounterStore {
  incr(key: string, callback: CountedCallback, timeWindow: number, max: number): void;
  child(routeOptions: { routeInfo?: { method?: string; url?: string } }): CounterStore;
}

/** Routes with their own limit (the operator login) count in their own namespace. */
function routeNamespace(routeOptions: { routeInfo?: { method?: string; url?: string } }): string {
  return `${routeOptions.routeInfo?.method ?? ''}${routeOptions.routeInfo?.url ?? ''}`;
}

/** Fixed one-window counters in this process, bounded (least recently used go first). */
function localCounters(
  cache = new LRUCache<string, { count: number; resetAtMs: number }>({ max: LOCAL_COUNTERS }),
  prefix = '',
): CounterStore {
  return {
    incr(key, callback, timeWindow) {
      const nowMs = Date.now();
      let entry = cache.get(prefix + key);
      if (!entry || entry.resetAtMs <= nowMs) {
        entry = { count: 0, resetAtMs: nowMs + timeWindow };
        cache.set(prefix + key, entry);
      }
      entry.count += 1;
      callback(null, { current: entry.count, ttl: entry.resetAtMs - nowMs });
    },
    child: (routeOptions) => localCounters(cache, `${prefix}${routeNamespace(routeOptions)}|`),
  };
}

// One round trip: count, start the window on the first request, report what is left of it.
const INCREMENT_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if current == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}
`;

type CountingRedis = Redis & { fairplayRateCount(key: string, windowMs: number): Promise<[number, number]> };

/**
 * Counters in Redis, shared by every server process. When Redis cannot answer, the request goes
 * through uncounted (the plugin's skipOnError) and the outage is logged as an error every few
 * seconds: the per-minute limit fails open, while the limits that guard secrets (wrong
 * passwords, one-time codes, operator lockout) are kept in the database and still hold.
 */
function redisCounters(redis: CountingRedis, health: RedisHealth, prefix = REDIS_PREFIX): CounterStore {
  return {
    incr(key, callback, timeWindow) {
      redis.fairplayRateCount(prefix + key, timeWindow).then(
        ([current, ttl]) => {
          health.succeeded();
          callback(null, { current, ttl });
        },
        (error: Error) => {
          health.failed(error);
          callback(error);
        },
      );
    },
    child: (routeOptions) => redisCounters(redis, health, `${prefix}${routeNamespace(routeOptions)}:`),
  };
}

interface RedisHealth {
  succeeded(): void;
  failed(error: Error): void;
}

function redisHealth(log: AppDeps['log']): RedisHealth {
  let isDown = false;
  let loggedAtMs = Number.NEGATIVE_INFINITY;
  return {
    succeeded() {
      if (!isDown) return;
      isDown = false;
      log.warn('Redis answers again: per-minute rate limits are enforced again');
    },
    failed(error) {
      isDown = true;
      const nowMs = performance.now();
      if (nowMs - loggedAtMs < OUTAGE_LOG_INTERVAL_MS) return;
      loggedAtMs = nowMs;
      log.error(
        { err: error },
        'Redis unreachable: per-minute rate limits are not enforced (failing open); wrong-password, one-time-code and operator lockouts still hold (database)',
      );
    },
  };
}

async function connectRedis(
  url: string,
  log: AppDeps['log'],
): Promise<{ store: CounterStore; close(): void }> {
  const redis = new Redis(url, {
    // Fail at once while disconnected instead of queueing: a request must not wait for Redis.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: REDIS_START_WAIT_MS,
  }) as CountingRedis;
  redis.defineCommand('fairplayRateCount', { numberOfKeys: 1, lua: INCREMENT_SCRIPT });
  const health = redisHealth(log);
  redis.on('error', (error: Error) => health.failed(error));
  redis.on('ready', () => health.succeeded());
  // Start counting in Redis from the first request when it is there; never hold the start up.
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      redis.off('error', done);
      resolve();
    };
    const timer = setTimeout(done, REDIS_START_WAIT_MS);
    redis.once('ready', done);
    redis.once('error', done);
  });
  return { store: redisCounters(redis, health), close: () => redis.disconnect() };
}

/**
 * Per-minute limits on every route family but /healthz, each family with its own buckets:
 * - the player API (/api, /dev): per player once their session is resolved, else per address;
 * - the operator API (/admin/api): per address (its login has a tighter limit of its own);
 * - the game API (/provider/api): per player of an existing game session, else per address;
 * - signed calls (the seamless wallet API, gateway callbacks): per verified caller with the
 *   larger signed limit; unsigned or forged ones count against their address's API bucket;
 * - everything else (the web app shell and files, game pages, the sandbox checkout): per address.
 * Counters live in Redis when REDIS_URL is set (shared by every process), in a bounded
 * in-process store otherwise.
 */
export async function registerRateLimits(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { config } = deps;
  let store: CounterStore;
  if (config.redisUrl) {
    const redis = await connectRedis(config.redisUrl, app.log);
    store = redis.store;
    app.addHook('onClose', async () => redis.close());
  } else {
    store = localCounters();
    if (config.isProduction && config.databaseUrl) {
      app.log.warn(
        'REDIS_URL is not set: rate-limit counters are per process, so with several server processes a client gets the limit once per process; set REDIS_URL to share them',
      );
    }
  }

  const gameSessions = new LRUCache<string, { playerRef: string; expiresAtMs: number }>({
    max: GAME_SESSIONS,
    ttl: GAME_SESSION_TTL_MS,
  });
  /** The player of a live game session; only a session that exists counts. */
  const gamePlayerOf = async (sessionId: unknown): Promise<string | null> => {
    if (typeof sessionId !== 'string' || !GAME_SESSION_ID.test(sessionId)) return null;
    let session = gameSessions.get(sessionId);
    if (!session) {
      const [row] = await deps.db
        .select({ playerRef: providerSessions.playerRef, expiresAt: providerSessions.expiresAt })
        .from(providerSessions)
        .where(eq(providerSessions.sessionId, sessionId))
        .limit(1);
      if (!row) return null;
      session = { playerRef: row.playerRef, expiresAtMs: row.expiresAt.getTime() };
      gameSessions.set(sessionId, session);
    }
    return session.expiresAtMs > deps.clock.now().getTime() ? session.playerRef : null;
  };

  const knownIds = new LRUCache<string, boolean>({ max: KNOWN_IDS, ttl: KNOWN_ID_TTL_MS });
  /**
   * A provider's call for a player or a launch token that exists keeps its own bucket; one for a
   * player or token nobody has counts in the provider's one bucket of strangers: made-up ids
   * would otherwise each get a fresh bucket and lift every per-player limit.
   */
  const knownCaller = async (caller: string): Promise<string> => {
    const match = /^provider:([^:]+):(player|token):(.+)$/.exec(caller);
    if (!match) return caller;
    const [, provider, kind, id] = match as unknown as [string, string, 'player' | 'token', string];
    let isKnown = knownIds.get(`${kind}:${id}`);
    if (isKnown === undefined) {
      const rows =
        kind === 'player'
          ? await deps.db.select({ id: users.id }).from(users).where(eq(users.publicId, id)).limit(1)
          : await deps.db
              .select({ id: gameLaunchTokens.userId })
              .from(gameLaunchTokens)
              .where(eq(gameLaunchTokens.tokenHash, id))
              .limit(1);
      isKnown = rows.length > 0;
      knownIds.set(`${kind}:${id}`, isKnown);
    }
    return isKnown ? caller : `provider:${provider}:unknown`;
  };

  const keys = new WeakMap<FastifyRequest, Promise<string>>();
  /** The request's bucket, worked out once (the in-flight cap and the per-minute limit share it). */
  const keyOf = (request: FastifyRequest): Promise<string> => {
    let key = keys.get(request);
    if (!key) {
      key = bucketOf(request);
      keys.set(request, key);
    }
    return key;
  };

  const bucketOf = async (request: FastifyRequest): Promise<string> => {
    const address = normalizeIP(request.ip);
    const path = request.url.split('?')[0]!;
    const body = (request.body ?? {}) as Record<string, unknown>;
    const isApi = path.startsWith('/api/') || path.startsWith('/dev/');
    const verifiedCaller = request.routeOptions.config?.verifiedCaller;
    if (verifiedCaller) {
      const caller = verifiedCaller(request);
      return caller ? `signed:${await knownCaller(caller)}` : `api:address:${address}`;
    }
    if (path.startsWith('/provider/api/')) {
      const player = await gamePlayerOf(body.sessionId);
      return player ? `game:player:${player}` : `game:address:${address}`;
    }
    if (path.startsWith('/admin/api/')) return `admin:address:${address}`;
    if (isApi && typeof body.sign === 'string' && body.sign) {
      const uid = typeof body.uid === 'string' ? body.uid : null;
      const user = await sessionOfRequest(deps, request, body.sign, uid);
      if (user) return `api:player:${user.userId}`;
    }
    return `${isApi ? 'api' : 'web'}:address:${address}`;
  };

  registerInFlightCap(app, keyOf, config.concurrentRequestsPerPlayer, config.region);
  registerUploadCap(app, config.bodyLimitBytes, config.region);

  await app.register(fastifyRateLimit, {
    global: true,
    // After the body is parsed: the session, game session and signature are in it.
    hook: 'preHandler',
    // Strangers of a provider (calls for players or tokens nobody has) get a player's limit.
    max: (_request, key) =>
      key.startsWith('signed:') && !key.endsWith(':unknown')
        ? config.signedRateLimitPerMinute
        : config.rateLimitPerMinute,
    timeWindow: WINDOW_MS,
    keyGenerator: keyOf,
    allowList: (request) => request.url === '/healthz',
    skipOnError: true,
    // The plugin constructs its store with `new`; this one is built above (Redis or local).
    store: function counterStore() {
      return store;
    } as unknown as FastifyRateLimitStoreCtor,
    errorResponseBuilder: (request, context) => ({
      statusCode: 429,
      ...tooManyBody(request, config.region, { key: 'request.tooMany', waitMs: context.ttl }),
    }),
  });
}

type TooMany =
  | { key: 'request.tooMany'; waitMs: number }
  | { key: 'request.tooManyAtOnce' | 'request.tooManyUploads' };

/**
 * A 429 answer in the caller's own format: the seamless wallet protocol's (English, for a game
 * provider), or the API envelope in the request's language.
 */
function tooManyBody(request: FastifyRequest, region: Region, message: TooMany) {
  if (request.url.startsWith('/api/seamless/')) {
    const english: MessageContext = { language: 'en', region };
    const text =
      message.key === 'request.tooMany'
        ? renderMessage(message.key, english, { wait: message.waitMs })
        : renderMessage(message.key, english);
    return { status: 'TOO_MANY_REQUESTS', message: text, requestId: request.id };
  }
  return message.key === 'request.tooMany'
    ? failureAnswer(
        request,
        region,
        StateCode.tooManyRequests,
        { key: message.key },
        { wait: message.waitMs },
      )
    : failureAnswer(request, region, StateCode.tooManyRequests, { key: message.key });
}

/** In-flight counts kept at most: past this the least recently used player starts afresh. */
const IN_FLIGHT_PLAYERS = 100_000;

/**
 * How many requests of this bucket may be in progress at once, or null for no cap: a player's
 * game calls and a provider's calls for one player `perPlayer` (a game sends one action at a
 * time); the player's API twice that (a page loads several things at once, and a browser opens
 * six connections to a host). Address and gateway buckets have none: many players share them.
 */
export function inFlightCapOf(key: string, perPlayer: number): number | null {
  if (key.startsWith('api:player:')) return perPlayer * 2;
  if (key.startsWith('game:player:')) return perPlayer;
  if (
    key.startsWith('signed:provider:') &&
    (key.includes(':player:') || key.includes(':token:') || key.endsWith(':unknown'))
  )
    return perPlayer;
  return null;
}

/**
 * A cap on one player's requests in progress at once (inFlightCapOf); the next is answered 429 at once.
 * A player's money calls queue on their own rows (decision 010's lock order), each holding a
 * database connection while it waits: without this cap one player's burst takes every connection
 * of the pool and stalls everyone else. Counted in this process (a bounded map); a request
 * stops counting when its answer is ready (onSend), whether or not its client is still there.
 */
function registerInFlightCap(
  app: FastifyInstance,
  keyOf: (request: FastifyRequest) => Promise<string>,
  perPlayer: number,
  region: Region,
): void {
  const inFlight = placesInProgress(IN_FLIGHT_PLAYERS);
  app.addHook('preHandler', async (request, reply) => {
    if (request.url === '/healthz') return;
    const key = await keyOf(request);
    const cap = inFlightCapOf(key, perPlayer);
    if (cap === null) return;
    if (inFlight.count(key) >= cap) {
      // Worth trying again in a moment: the player's earlier requests end within it.
      return reply
        .code(429)
        .header('retry-after', '1')
        .send(tooManyBody(request, region, { key: 'request.tooManyAtOnce' }));
    }
    inFlight.take(request, key);
  });
  // Not on an aborted request: its handler still runs, holding what it holds, until it answers.
  releaseOnAnswer(app, inFlight.release, { onAbort: false });
}

/** Uploads (routes taking more than the default body) being received at once: per address, in all. */
const UPLOADS_PER_ADDRESS = 2;
const UPLOADS_IN_ALL = 16;

/**
 * Receipts and feedback take bodies of a few megabytes, read and parsed before anything knows who
 * sent them: 50 anonymous 3 MB uploads at once from one address slowed every player 300× and grew
 * the heap by 165 MB. Before a byte of such a body is read, at most two per address and sixteen in
 * all are received at once; the next is answered 429 at once. A body within the default limit is
 * never counted.
 */
function registerUploadCap(app: FastifyInstance, defaultBodyLimit: number, region: Region): void {
  const uploads = placesInProgress(LOCAL_COUNTERS);
  let inAll = 0;
  app.addHook('onRequest', async (request, reply) => {
    const limit = request.routeOptions.bodyLimit;
    if (limit === undefined || limit <= defaultBodyLimit) return;
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared <= defaultBodyLimit) return;
    const address = normalizeIP(request.ip);
    if (uploads.count(address) >= UPLOADS_PER_ADDRESS || inAll >= UPLOADS_IN_ALL) {
      return reply
        .code(429)
        .header('retry-after', '2')
        .send(tooManyBody(request, region, { key: 'request.tooManyUploads' }));
    }
    uploads.take(request, address);
    inAll += 1;
  });
  // An aborted upload stops being received at once.
  releaseOnAnswer(
    app,
    (request) => {
      if (uploads.release(request)) inAll -= 1;
    },
    { onAbort: true },
  );
}

/**
 * Requests holding a place under a key until they are released, counted in a bounded map (past
 * `max` keys the least recently used starts afresh). Releasing is idempotent per request.
 */
function placesInProgress(max: number) {
  const counts = new LRUCache<string, number>({ max });
  const held = new WeakMap<FastifyRequest, string>();
  return {
    count: (key: string): number => counts.get(key) ?? 0,
    take(request: FastifyRequest, key: string): void {
      counts.set(key, (counts.get(key) ?? 0) + 1);
      held.set(request, key);
    },
    /** True when the request held a place (now given back). */
    release(request: FastifyRequest): boolean {
      const key = held.get(request);
      if (key === undefined) return false;
      held.delete(request);
      const count = (counts.get(key) ?? 1) - 1;
      if (count > 0) counts.set(key, count);
      else counts.delete(key);
      return true;
    },
  };
}

/**
 * Gives a request's place back when its answer is ready (onSend), whether or not its client is
 * still there; onResponse catches an answer that never reached onSend (a hijacked reply, a failed
 * send); onRequestAbort when the caller says so.
 */
function releaseOnAnswer(
  app: FastifyInstance,
  release: (request: FastifyRequest) => unknown,
  { onAbort }: { onAbort: boolean },
): void {
  app.addHook('onSend', async (request, _reply, payload) => {
    release(request);
    return payload;
  });
  app.addHook('onResponse', async (request) => {
    release(request);
  });
  if (onAbort)
    app.addHook('onRequestAbort', async (request) => {
      release(request);
    });
}
