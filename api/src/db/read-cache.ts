// A read-through cache for the hot list reads (the tool list with its filters, the forum list and search),
// exact rather than timed: an entry is valid only for the data version it was computed at, and the version
// changes with every write, whether made by this process or by another connection to the same file.
//
// The version comes from the database (SQLite: PRAGMA data_version, which moves when another connection
// commits, plus a count of the statements of this connection that may write). Without one (PostgreSQL, where
// several API instances share the database and none sees the others' writes) nothing is cached.
// docs/decisions/0003-forum-search.md has the figures that made this necessary.

export type DataVersion = () => string;

export interface ReadCache {
  /**
   * Answers from the cache when the data has not changed since `key` was computed, else computes it.
   * Values are serialised JSON bodies, kept as UTF-8 bytes: written to the socket as they are, where a string
   * would be encoded again for every answer (measured: a cached answer as a string took twice the CPU time).
   * Bodies longer than MAX_VALUE_LENGTH bytes are not kept.
   */
  get(key: string, compute: () => Promise<string>): Promise<Buffer>;
}

// Bounded by size, not by count: the API's heap limit (process-flags.ts) must hold the whole cache.
const MAX_TOTAL_LENGTH = 8 * 1024 * 1024; // bytes
const MAX_VALUE_LENGTH = 64 * 1024;

export function createReadCache(dataVersion: DataVersion | null): ReadCache {
  if (dataVersion === null) return { get: async (_key, compute) => Buffer.from(await compute()) };
  const entries = new Map<string, { version: string; value: Buffer }>();
  let totalLength = 0;
  function forget(key: string): void {
    const entry = entries.get(key);
    if (entry === undefined) return;
    totalLength -= entry.value.length;
    entries.delete(key);
  }
  return {
    async get(key: string, compute: () => Promise<string>): Promise<Buffer> {
      // Read the version before the query: a write that lands while the query waits makes the entry
      // stale-keyed (a later miss), never a stale answer.
      const version = dataVersion();
      const hit = entries.get(key);
      if (hit !== undefined && hit.version === version) return hit.value;
      const value = Buffer.from(await compute());
      if (value.length <= MAX_VALUE_LENGTH) {
        forget(key);
        // The oldest entries go first (a Map iterates in insertion order).
        while (totalLength + value.length > MAX_TOTAL_LENGTH) forget(entries.keys().next().value as string);
        entries.set(key, { version, value });
        totalLength += value.length;
      }
      return value;
    },
  };
}
