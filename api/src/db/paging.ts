// limit/offset of the list calls applied to a Kysely select, identically on SQLite and PostgreSQL.
import type { SelectQueryBuilder } from 'kysely';

export interface Paging {
  /** -1 or absent = all. */
  limit?: number;
  offset?: number;
}

const ALL_ROWS = 2_147_483_647;

export function applyPaging<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  paging: Paging,
): SelectQueryBuilder<DB, TB, O> {
  const limit = paging.limit ?? -1;
  const offset = paging.offset !== undefined && paging.offset > 0 ? paging.offset : 0;
  if (limit !== -1) query = query.limit(limit);
  else if (offset > 0) query = query.limit(ALL_ROWS); // SQLite wants a LIMIT before an OFFSET
  if (offset > 0) query = query.offset(offset);
  return query;
}
