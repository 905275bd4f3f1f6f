import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import pg from 'pg';
import type { SessionScope } from './session.ts';

/** What resolving a session needs, kept in memory so the 10 s polling does not query for it. */
export interface CachedSession {
  sessionId: number;
  userId: number;
  uid: string;
  lastSeenAtMs: number;
  expiresAtMs: number;
  scope: SessionScope;
}

export const SESSION_REVOKED_CHANNEL = 'fairplay_session_revoked';

/**
 * Per-process cache of live sessions by token hash: at most `maxEntries`, each kept 30 s, the
 * least recently used dropped first. A revocation evicts the player's entries here at once and,
 * through NOTIFY, in every other server process. When the notification listener is down the
 * cache turns itself off rather than trust stale entries.
 */
export class SessionCache {
  private readonly byToken: LRUCache<string, CachedSession>;
  /** Each player's cached tokens, for eviction on revocation; emptied as their entries go. */
  private readonly tokensByUser = new Map<number, Set<string>>();
  private isEnabled = true;
  /**
   * Counts evictions: a lookup that began before one may have read a session the eviction ended, so
   * `set` drops what such a lookup found (caching it would bring the ended session back for 30 s).
   */
  private evictions = 0;

  constructor(ttlMs = 30_000, maxEntries = 200_000) {
    this.byToken = new LRUCache<string, CachedSession>({
      max: maxEntries,
      ttl: ttlMs,
      dispose: (session, tokenHash) => this.forgetToken(session.userId, tokenHash),
    });
  }

  get(tokenHash: string): CachedSession | undefined {
    if (!this.isEnabled) return undefined;
    return this.byToken.get(tokenHash);
  }

  /** Where the evictions stand: take it before reading a session, hand it to `set` after. */
  generation(): number {
    return this.evictions;
  }

  /** Caches what a lookup found, unless an eviction happened since the lookup began (`generation`). */
  set(tokenHash: string, session: CachedSession, generation: number): void {
    if (!this.isEnabled || generation !== this.evictions) return;
    this.byToken.set(tokenHash, session);
    let tokens = this.tokensByUser.get(session.userId);
    if (!tokens) {
      tokens = new Set();
      this.tokensByUser.set(session.userId, tokens);
    }
    tokens.add(tokenHash);
  }

  evictUser(userId: number): void {
    this.evictions += 1;
    for (const token of [...(this.tokensByUser.get(userId) ?? [])]) this.byToken.delete(token);
    this.tokensByUser.delete(userId);
  }

  /** Turns caching on or off; turning it off forgets everything. */
  setEnabled(isEnabled: boolean): void {
    this.isEnabled = isEnabled;
    if (!isEnabled) {
      this.evictions += 1;
      this.byToken.clear();
      this.tokensByUser.clear();
    }
  }

  private forgetToken(userId: number, tokenHash: string): void {
    const tokens = this.tokensByUser.get(userId);
    tokens?.delete(tokenHash);
    if (tokens?.size === 0) this.tokensByUser.delete(userId);
  }
}

/**
 * Listens for revocations from other server processes (PostgreSQL only; PGlite has one process).
 * While the listening connection is down the cache is off; it reconnects with backoff.
 */
export function listenForRevocations(
  databaseUrl: string,
  cache: SessionCache,
  log: FastifyBaseLogger,
): () => Promise<void> {
  let client: pg.Client | null = null;
  let isStopped = false;
  let retryMs = 500;
  const connect = async () => {
    if (isStopped) return;
    cache.setEnabled(false);
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (message) => {
      const userId = Number(message.payload);
      if (Number.isSafeInteger(userId)) cache.evictUser(userId);
    });
    next.on('error', (error) => {
      log.warn({ err: error }, 'session revocation listener lost its connection');
      cache.setEnabled(false);
      void next.end().catch(() => {});
      if (!isStopped) setTimeout(connect, retryMs);
      retryMs = Math.min(retryMs * 2, 30_000);
    });
    try {
      await next.connect();
      await next.query(`listen ${SESSION_REVOKED_CHANNEL}`);
      client = next;
      retryMs = 500;
      cache.setEnabled(true);
    } catch (error) {
      log.warn({ err: error }, 'session revocation listener could not connect; session cache off');
      void next.end().catch(() => {});
      if (!isStopped) setTimeout(connect, retryMs);
      retryMs = Math.min(retryMs * 2, 30_000);
    }
  };
  void connect();
  return async () => {
    isStopped = true;
    cache.setEnabled(false);
    await client?.end().catch(() => {});
  };
}
