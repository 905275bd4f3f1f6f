import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/** What resolving a session needs, kept in memory so the 10 s polling does not query for it. */
export interface CachedSession {
  sessionId: number;
  userId: number;
  uid: string;
  lastSeenAtMs: number;
  expiresAtMs: number;
}

export const SESSION_REVOKED_CHANNEL = 'fairplay_session_revoked';

/**
 * Per-process cache of live sessions by token hash. Entries live 30 s; a revocation evicts the
 * player's entries here at once and, through NOTIFY, in every other server process. When the
 * notification listener is down the cache turns itself off rather than trust stale entries.
 */
export class SessionCache {
  private readonly byToken = new Map<string, { session: CachedSession; loadedAtMs: number }>();
  private readonly tokensByUser = new Map<number, Set<string>>();
  private isEnabled = true;

  constructor(
    private readonly ttlMs = 30_000,
    private readonly maxEntries = 200_000,
  ) {}

  get(tokenHash: string): CachedSession | undefined {
    if (!this.isEnabled) return undefined;
    const entry = this.byToken.get(tokenHash);
    if (!entry) return undefined;
    if (performance.now() - entry.loadedAtMs > this.ttlMs) {
      this.delete(tokenHash, entry.session.userId);
      return undefined;
    }
    return entry.session;
  }

  set(tokenHash: string, session: CachedSession): void {
    if (!this.isEnabled) return;
    if (this.byToken.size >= this.maxEntries) {
      const oldest = this.byToken.keys().next().value;
      if (oldest !== undefined) this.delete(oldest, this.byToken.get(oldest)!.session.userId);
    }
    this.byToken.set(tokenHash, { session, loadedAtMs: performance.now() });
    let tokens = this.tokensByUser.get(session.userId);
    if (!tokens) {
      tokens = new Set();
      this.tokensByUser.set(session.userId, tokens);
    }
    tokens.add(tokenHash);
  }

  evictUser(userId: number): void {
    for (const token of this.tokensByUser.get(userId) ?? []) this.byToken.delete(token);
    this.tokensByUser.delete(userId);
  }

  /** Turns caching on or off; turning it off forgets everything. */
  setEnabled(isEnabled: boolean): void {
    this.isEnabled = isEnabled;
    if (!isEnabled) {
      this.byToken.clear();
      this.tokensByUser.clear();
    }
  }

  private delete(tokenHash: string, userId: number): void {
    this.byToken.delete(tokenHash);
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
