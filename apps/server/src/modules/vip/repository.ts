import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { vipLevels } from '../../db/schema.ts';
import { cached, loadingCache } from '../../platform/cache.ts';

export type VipLevelRow = typeof vipLevels.$inferSelect;

// One cache for the process, whichever handle (pool or transaction) reads it: the table changes
// rarely and a transaction should not pay a query for it. A server process has one database.
const cache = loadingCache<VipLevelRow[]>({ max: 1, ttlMs: 5_000 });

/** The VIP level table, lowest level first; cached for a few seconds per process. */
export function getVipTable(db: Database): Promise<VipLevelRow[]> {
  // An async function: Drizzle's query builders are lazy and would run again on every await.
  return cached(cache, 'table', async () => db.select().from(vipLevels).orderBy(asc(vipLevels.level)));
}

export function forgetVipTable(): void {
  cache.clear();
}
