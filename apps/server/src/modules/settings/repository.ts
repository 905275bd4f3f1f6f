import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { appSettings } from '../../db/schema.ts';
import { cached, type LoadingCache, loadingCache } from '../../platform/cache.ts';
import { SETTINGS, type SettingKey } from './definitions.ts';

type SettingValue<K extends SettingKey> = z.output<(typeof SETTINGS)[K]['schema']>;

const CACHE_TTL_MS = 5_000;
const caches = new WeakMap<Database, LoadingCache<{ value: unknown }>>();
/**
 * Bumped by every write of a key in this process: cached copies are keyed by it, so a write through
 * a transaction handle invalidates what the pool's cache holds (other processes wait out the TTL).
 */
const versions = new Map<string, number>();

function cacheOf(db: Database): LoadingCache<{ value: unknown }> {
  let cache = caches.get(db);
  if (!cache) {
    // Keyed by setting and version: a few dozen live entries; superseded versions age out.
    cache = loadingCache({ max: 256, ttlMs: CACHE_TTL_MS });
    caches.set(db, cache);
  }
  return cache;
}

/**
 * Reads an operator setting, parsed by its schema; the default applies when it was never set.
 * Values are cached for a few seconds per process: settings change rarely and are read on hot paths.
 */
export async function getSetting<K extends SettingKey>(db: Database, key: K): Promise<SettingValue<K>> {
  const entry = await cached(cacheOf(db), `${key}@${versions.get(key) ?? 0}`, async () => {
    const [row] = await db
      .select({ value: appSettings.value })
      .from(appSettings)
      .where(eq(appSettings.key, key))
      .limit(1);
    const definition = SETTINGS[key];
    return { value: definition.schema.parse(row?.value ?? definition.defaults) };
  });
  return entry.value as SettingValue<K>;
}

/**
 * The setting as it is now, its row locked for the caller's transaction: an operator's change reads
 * the value it replaces (for the audit) and writes the new one without another change in between.
 */
export async function lockSetting<K extends SettingKey>(tx: Database, key: K): Promise<SettingValue<K>> {
  const [row] = await tx
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, key))
    .for('update');
  const definition = SETTINGS[key];
  return definition.schema.parse(row?.value ?? definition.defaults) as SettingValue<K>;
}

/** Stores a setting after validating it, and drops this process's cached copy. */
export async function putSetting<K extends SettingKey>(
  db: Database,
  key: K,
  value: z.input<(typeof SETTINGS)[K]['schema']>,
  now: Date,
): Promise<void> {
  const parsed = SETTINGS[key].schema.parse(value);
  await db
    .insert(appSettings)
    .values({ key, value: parsed, updatedAt: now })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: parsed, updatedAt: now } });
  versions.set(key, (versions.get(key) ?? 0) + 1);
}

export async function hasAnySetting(db: Database): Promise<boolean> {
  const rows = await db.select({ key: appSettings.key }).from(appSettings).limit(1);
  return rows.length > 0;
}
