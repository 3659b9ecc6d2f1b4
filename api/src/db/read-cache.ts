// A read-through cache for the hot list reads (the tool list with its filters, the forum list and search),
// exact rather than timed: an entry is valid only for the data version it was computed at, and that version
// changes with every write to a table the entry's answer reads, whether made by this process or by another
// connection to the same database. A write elsewhere keeps the entry.
//
// Each cached read names the tables its answer reads, in one list next to its readCache.get call. The versions
// per table come from the database's side (table-versions.ts). SQLite: this connection's writes count for the
// table their statement writes (and what its triggers and foreign keys' actions write besides); a commit by
// another connection (PRAGMA data_version moved) counts for every table. PostgreSQL, where several API instances
// share the database: each table's change trigger names its table to every instance, and this process's own
// writes count like SQLite's (postgres-data-version.ts). Without a version nothing is cached.
// docs/decisions/0003-forum-search.md has the figures that made this necessary.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { readCacheLookups } from '../operations/metrics/metrics.ts';
import { isCacheNeutralTable } from './cache-neutral.ts';
import type { Database } from './schema.ts';

/** A table a cached answer may read: the schema's, or a search index (a virtual table on SQLite). */
export type TableName = keyof Database | 'ai_tool_search' | 'forum_posts_fts';
/** A string that changes whenever one of `tables` (by default: any table) may have changed since it was last read. */
export type DataVersion = (tables?: readonly TableName[]) => string;
export type BodyEncoding = 'br' | 'gzip';

/** Brotli for answers of the API, cached or not: app.ts gives @fastify/compress the same settings. */
export const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
/** Answers smaller than this are sent as they are, by the read cache's path and by @fastify/compress alike. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * A serialised JSON body, kept as UTF-8 bytes (written to the socket as they are, where a string would be encoded
 * again for every answer), and its compressed forms, each made on first demand: a browser asks for brotli, and
 * compressing a 5 KB answer for every request cost five sixths of the throughput.
 */
export class CachedBody {
  readonly identity: Buffer;
  private readonly encoded = new Map<BodyEncoding, Buffer>();
  private readonly onGrow: (bytes: number) => void;

  constructor(identity: Buffer, onGrow: (bytes: number) => void = () => undefined, isCurrent: () => boolean = () => false) {
    this.identity = identity;
    this.onGrow = onGrow;
    this.isCurrent = isCurrent;
  }

  /**
   * Whether this body is still the cache's answer for its key: true while none of the tables it reads changed and
   * the cache keeps it; always false for a body the cache did not keep.
   */
  readonly isCurrent: () => boolean;

  /** Bytes held: the body and every compressed form made so far. */
  get size(): number {
    let size = this.identity.length;
    for (const bytes of this.encoded.values()) size += bytes.length;
    return size;
  }

  encodedAs(encoding: BodyEncoding): Buffer {
    let bytes = this.encoded.get(encoding);
    if (bytes === undefined) {
      bytes = encoding === 'br' ? brotliCompressSync(this.identity, BROTLI_OPTIONS) : gzipSync(this.identity);
      this.encoded.set(encoding, bytes);
      this.onGrow(bytes.length);
    }
    return bytes;
  }
}

export interface ReadCache {
  /**
   * Answers from the cache when none of the tables `reads` changed since `key` was computed, else computes it.
   * `reads` must name every table the computation reads, through every query of the service and repository
   * behind it: a table left out is a write that leaves a stale answer. Bodies longer than MAX_VALUE_LENGTH
   * bytes are not kept. A fresh entry is answered synchronously: a hit, the hot path of the home page, costs no
   * promise and no turn of the microtask queue.
   */
  get(key: string, reads: readonly TableName[], compute: () => Promise<string>): CachedBody | Promise<CachedBody>;
}

// Bounded by size, not by count, so the API stays within its memory budget (process-flags.ts). Compressed
// forms count too; they are added after an entry is stored, so the total may pass the bound by their size
// until the next entry makes room. The bodies are Buffers outside V8's heap, so the bound is RSS one for one: at
// 8 MB, searches that each asked a new address filled it and took the API to 198 MB after the bench's load;
// 4 MB still holds some 600 pages of the tool list (docs/decisions/0005-budgets.md).
export const READ_CACHE_MAX_BYTES = 4 * 1024 * 1024;
const MAX_VALUE_LENGTH = 64 * 1024;

export function createReadCache(dataVersion: DataVersion | null): ReadCache {
  if (dataVersion === null) return { get: async (_key, _reads, compute) => new CachedBody(Buffer.from(await compute())) };
  const versionOf = dataVersion;
  const entries = new Map<string, { version: string; value: CachedBody }>();
  let totalLength = 0;
  const grow = (bytes: number) => {
    totalLength += bytes;
  };
  function forget(key: string): void {
    const entry = entries.get(key);
    if (entry === undefined) return;
    totalLength -= entry.value.size;
    entries.delete(key);
  }
  const computing = new Map<string, { version: string; value: Promise<CachedBody> }>();
  async function store(key: string, version: string, reads: readonly TableName[], compute: () => Promise<string>): Promise<CachedBody> {
    const identity = Buffer.from(await compute());
    if (identity.length > MAX_VALUE_LENGTH) return new CachedBody(identity);
    forget(key);
    // The oldest entries go first (a Map iterates in insertion order).
    while (entries.size > 0 && totalLength + identity.length > READ_CACHE_MAX_BYTES) forget(entries.keys().next().value as string);
    const value: CachedBody = new CachedBody(identity, grow, () => {
      const current = entries.get(key);
      const fresh = current !== undefined && current.value === value && current.version === versionOf(reads);
      readCacheLookups.inc(fresh ? HIT : MISS);
      return fresh;
    });
    entries.set(key, { version, value });
    totalLength += identity.length;
    return value;
  }
  async function miss(key: string, version: string, reads: readonly TableName[], compute: () => Promise<string>): Promise<CachedBody> {
    // Misses of one key at one version share one query: after a write, every connection asking for the list
    // at once would otherwise run the same query side by side (on two PostgreSQL instances under writes the
    // list fell to 0.13× a bare route that way).
    const running = computing.get(key);
    if (running !== undefined && running.version === version) return running.value;
    // Checked on a miss only, so a hit costs nothing more: those tables send other instances no notification.
    const neutral = reads.find(isCacheNeutralTable);
    if (neutral !== undefined) throw new Error(`A cached read may not depend on ${neutral}: its writes are not tracked (cache-neutral.ts).`);
    const value = store(key, version, reads, compute);
    computing.set(key, { version, value });
    try {
      return await value;
    } finally {
      if (computing.get(key)?.value === value) computing.delete(key);
    }
  }
  return {
    get(key, reads, compute) {
      // Read the version before the query: a write that lands while the query waits makes the entry
      // stale-keyed (a later miss), never a stale answer.
      const version = dataVersion(reads);
      const hit = entries.get(key);
      const fresh = hit !== undefined && hit.version === version;
      readCacheLookups.inc(fresh ? HIT : MISS);
      return fresh ? hit.value : miss(key, version, reads, compute);
    },
  };
}

const HIT = { result: 'hit' } as const;
const MISS = { result: 'miss' } as const;
