// The cool-down look-up of a comment (the user's latest comment on one question) goes straight to its rows through
// the index of migration 0018, however many comments the question has (the bench's comment load: 55 → 22 ms p99).
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { testDialects } from '../../../test/database.ts';
import { createForumPost, createUser } from '../../../test/factories.ts';
import { createForumRepository } from './repository.ts';

describe.each(testDialects())('the comment cool-down look-up on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  test('finds the latest comment of one user on one question among many, by the user-and-question index', async () => {
    const issue = (await createForumPost(t.db)).id;
    const users = await Promise.all(Array.from({ length: 40 }, () => createUser(t.db)));
    await t.db
      .insertInto('forum_comments')
      .values(users.flatMap((user, n) => [0, 1].map((k) => ({ content: 'Reactie', date: new Date(Date.UTC(2026, 10, 1, n, k)).toISOString(), user_id: user.id, issue_id: issue }))))
      .execute();
    const forum = createForumRepository(t.db, dialect);
    expect(await forum.latestCommentDateOf(users[7]!.id, issue)).toBe(new Date(Date.UTC(2026, 10, 1, 7, 1)).toISOString());
    expect(await forum.latestCommentDateOf(users[7]!.id, issue + 1)).toBeUndefined();

    if (dialect === 'sqlite') {
      const plan = await sql<{ detail: string }>`EXPLAIN QUERY PLAN SELECT date FROM forum_comments WHERE user_id = ${users[7]!.id} AND issue_id = ${issue} ORDER BY date DESC LIMIT 1`.execute(t.db);
      expect(plan.rows.map((row) => row.detail).join('; ')).toContain('forum_comments_user_issue_date');
    } else {
      const indexes = await sql<{ indexdef: string }>`SELECT indexdef FROM pg_indexes WHERE indexname = 'forum_comments_user_issue_date' AND schemaname = current_schema()`.execute(t.db);
      expect(indexes.rows[0]?.indexdef).toMatch(/\(user_id, issue_id, date\)/);
    }
  });
});
