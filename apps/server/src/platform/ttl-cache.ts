/**
 * A small per-process cache for configuration read on hot paths (settings, VIP table). Entries
 * expire after `ttlMs`, so every process sees an operator's change within that time.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: Promise<V>; loadedAtMs: number }>();

  constructor(private readonly ttlMs: number) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const entry = this.entries.get(key);
    if (entry && performance.now() - entry.loadedAtMs < this.ttlMs) return entry.value;
    // Promise.resolve turns a lazy thenable (a Drizzle query) into one settled promise.
    const value = Promise.resolve(load());
    this.entries.set(key, { value, loadedAtMs: performance.now() });
    value.catch(() => this.entries.delete(key));
    return value;
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
