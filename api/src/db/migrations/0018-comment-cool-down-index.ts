// The cool-down of a comment looks up the user's latest comment on one question (SPEC §5). With only (user_id, date)
// and (issue_id, date, id) to choose from, SQLite read every comment of the question to find the user's: on a
// question with thousands of comments each new comment read them all (the bench's comment load, where every account
// answers the same question in turn, reached p99 55 ms). Reviews have had the matching index from the start.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

export const commentCoolDownIndex: Migration = {
  async up(db: Kysely<any>): Promise<void> {
    await db.schema.createIndex('forum_comments_user_issue_date').on('forum_comments').columns(['user_id', 'issue_id', 'date']).execute();
  },
};
