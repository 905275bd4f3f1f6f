import { LRUCache } from 'lru-cache';

/** A value loaded on demand: the loader travels with each read, so one cache serves many keys. */
type Loader<V> = () => Promise<V>;

export type LoadingCache<V extends {}> = LRUCache<string, V, Loader<V>>;

/**
 * A bounded per-process cache of loaded values (settings, the VIP table, live boards): at most
 * `max` entries, each kept `ttlMs`, the least recently used dropped first. Readers of a key being
 * loaded share that one load; a failed load is not kept.
 */
export function loadingCache<V extends {}>(options: { max: number; ttlMs: number }): LoadingCache<V> {
  return new LRUCache<string, V, Loader<V>>({
    max: options.max,
    ttl: options.ttlMs,
    fetchMethod: (_key, _stale, { context }) => context(),
  });
}

/** The cached value of a key, loading it when missing or expired. */
export async function cached<V extends {}>(cache: LoadingCache<V>, key: string, load: Loader<V>): Promise<V> {
  const value = await cache.fetch(key, { context: load });
  // fetch() answers undefined only for an aborted load, which nothing here aborts.
  if (value === undefined) throw new Error(`cache load of ${key} was aborted`);
  return value;
}
