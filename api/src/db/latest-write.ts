// When a user last wrote under the same parent (a comment on a forum post, a review of a tool): the start of the
// cool-down of SPEC §5 (`coolDownMinutesLeft` in the contracts counts from it). Both tables have an index that
// answers it without reading the parent's other rows (migration 0018 explains the comments' one).
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** The column that names what a row was written under. */
const PARENT_COLUMN = { forum_comments: 'issue_id', reviews: 'ai_tool_id' } as const;

/** The date (ISO) of the user's latest row of `table` under `parentId`, or undefined when there is none. */
export async function latestWriteDate(db: Kysely<Database>, table: keyof typeof PARENT_COLUMN, userId: number, parentId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom(table)
    .select('date')
    .where('user_id', '=', userId)
    .where(sql.ref(PARENT_COLUMN[table]), '=', parentId)
    .orderBy('date', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.date;
}
