// The write counters: one row per account and kind of write, a fixed window that starts at the first write in it.
// Made per executor: the counting runs in the write's own transaction.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export function createWriteCounterRepository(db: Kysely<Database>) {
  return {
    /**
     * One more write of `kind` at `start`: a window that began at or before `expired` starts again at 1. Answers the
     * count in the window and when it began. On PostgreSQL the row stays locked until the transaction ends.
     */
    increment(userId: number, kind: string, start: string, expired: string): Promise<{ count: number; window_start: string }> {
      // Every SET expression reads the row as it was, on both databases.
      const renew = sql<boolean>`write_counters.window_start <= ${expired}`;
      return db
        .insertInto('write_counters')
        .values({ user_id: userId, kind, window_start: start, count: 1 })
        .onConflict((conflict) =>
          conflict.columns(['user_id', 'kind']).doUpdateSet({
            count: sql<number>`case when ${renew} then 1 else write_counters.count + 1 end`,
            window_start: sql<string>`case when ${renew} then ${start} else write_counters.window_start end`,
          }),
        )
        .returning(['count', 'window_start'])
        .executeTakeFirstOrThrow();
    },
  };
}
