// Tables that no cached answer of the read cache (read-cache.ts) may read: the insights'. A page view writes them,
// so their writes move no version (table-versions.ts) and on PostgreSQL they carry no change trigger
// (postgres-data-version.ts): no notification per page view. The read cache refuses a cached read that names one.

export const CACHE_NEUTRAL_TABLE_PREFIX = 'insight_';

export function isCacheNeutralTable(name: string): boolean {
  return name.startsWith(CACHE_NEUTRAL_TABLE_PREFIX);
}
