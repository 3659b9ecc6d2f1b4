// What may change a cached answer of the read cache (read-cache.ts), one rule for both databases: the SQLite
// adapter counts the statements that may write, the PostgreSQL data version counts them too and puts its change
// triggers on every table that is not cache-neutral.

/** Tables that no cached answer reads: the insights' (a page view must not empty the cache of the home page). */
export const CACHE_NEUTRAL_TABLE_PREFIX = 'insight_';

export function isCacheNeutralTable(name: string): boolean {
  return name.startsWith(CACHE_NEUTRAL_TABLE_PREFIX);
}

/**
 * Statements that change nothing a cached answer reads: reads (SELECT, PRAGMA, EXPLAIN), a transaction's own
 * begin and end (its writes count by themselves), and writes of the cache-neutral tables. Anything else
 * (INSERT … RETURNING, WITH …, DDL) may write.
 */
export const CACHE_NEUTRAL_SQL = new RegExp(
  String.raw`^\s*(select|pragma|explain|begin|commit|rollback|savepoint|release)\b|^\s*(insert\s+into|update|delete\s+from)\s+"${CACHE_NEUTRAL_TABLE_PREFIX}`,
  'i',
);
