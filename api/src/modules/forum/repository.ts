// Forum rows. The search is plain text, case-insensitive, in subject or content
// (docs/decisions/0003-forum-search.md): SQLite answers terms of 3+ characters from the FTS5 trigram index,
// PostgreSQL uses ILIKE served by the pg_trgm indexes; shorter terms fall back to an escaped LIKE.
// The selects answer the contract's shapes (ForumIssue, ForumComment) themselves, the author's name included.
// Made per executor (the database or a transaction): the service decides what one transaction holds.
import { sql } from 'kysely';
import type { Expression, Kysely, SelectQueryBuilder, SqlBool } from 'kysely';
import type { ForumComment, ForumIssue, ListResponse } from 'shared/contracts';
import type { DialectName } from '../../db/connect.ts';
import { fullName } from '../../db/full-name.ts';
import { latestWriteDate } from '../../db/latest-write.ts';
import { applyPaging } from '../../db/paging.ts';
import type { Paging } from '../../db/paging.ts';
import type { Database } from '../../db/schema.ts';
import { containsPattern, fts5Phrase, isTrigramSearchable } from '../../db/text-search.ts';

/** The author's name, as every answer shows a person. */
const authorName = fullName().as('user_name');

/** A post's own columns of the list answer. */
const postColumns = ['forum_posts.id', 'forum_posts.subject', 'forum_posts.content', 'forum_posts.date', 'forum_posts.user_id'] as const;
type PostRow = Pick<ForumIssue, 'id' | 'subject' | 'content' | 'date' | 'user_id'>;

export function createForumRepository(db: Kysely<Database>, dialect: DialectName) {
  function matches(filter: string): Expression<SqlBool> {
    if (dialect === 'sqlite' && isTrigramSearchable(filter)) {
      // The unary + keeps SQLite on the (date, id) index, the matches a filter on its way: driven by the matches it
      // sorted all of them for every page (a word in most of 100,000 posts: 55 ms a batch, 12 ms this way).
      return sql<SqlBool>`+forum_posts.id in (select rowid from forum_posts_fts where forum_posts_fts match ${fts5Phrase(filter)})`;
    }
    const pattern = containsPattern(filter);
    if (dialect === 'postgres') {
      return sql<SqlBool>`(forum_posts.subject ilike ${pattern} escape '\\' or forum_posts.content ilike ${pattern} escape '\\')`;
    }
    return sql<SqlBool>`(forum_posts.subject like ${pattern} escape '\\' or forum_posts.content like ${pattern} escape '\\')`;
  }

  async function countIssues(filter: string | undefined): Promise<number> {
    const term = filter?.trim() ? filter : undefined;
    if (term !== undefined && dialect === 'sqlite' && isTrigramSearchable(term)) {
      // The FTS table mirrors forum_posts (kept in sync by triggers): count its matches without a join.
      const result = await sql<{ count: number }>`select count(*) as count from forum_posts_fts where forum_posts_fts match ${fts5Phrase(term)}`.execute(db);
      return Number(result.rows[0]?.count ?? 0);
    }
    let query = db.selectFrom('forum_posts').select((eb) => eb.fn.countAll<number>().as('count'));
    if (term !== undefined) query = query.where(matches(term));
    return Number((await query.executeTakeFirstOrThrow()).count);
  }

  /** Posts newest first, from forum_posts alone: the page is chosen on its own (date, id) index. */
  const newestPosts = () => db.selectFrom('forum_posts').select(postColumns).orderBy('forum_posts.date', 'desc').orderBy('forum_posts.id', 'desc');

  /**
   * The page's posts with their author's name and comment count, looked up for those rows only. Joined to users in
   * one query, the planner could start from users when the statistics call it small (taken before a bulk load),
   * then fetch and sort every post for each page (440 ms a batch on 100,000 posts, 2 ms this way).
   */
  const issuesOf = (posts: SelectQueryBuilder<Database, 'forum_posts', PostRow>) =>
    db
      .selectFrom(posts.as('page'))
      .select((eb) => [
        'page.id',
        'page.subject',
        'page.content',
        eb.selectFrom('users').select(authorName).whereRef('users.id', '=', 'page.user_id').$asScalar().$notNull().as('user_name'),
        'page.date',
        eb
          .selectFrom('forum_comments')
          .select(eb.fn.countAll<number>().as('count'))
          .whereRef('forum_comments.issue_id', '=', 'page.id')
          .$asScalar()
          .$notNull()
          .as('comments'),
        'page.user_id',
      ])
      .orderBy('page.date', 'desc')
      .orderBy('page.id', 'desc');

  const comments = () =>
    db
      .selectFrom('forum_comments')
      .innerJoin('users', 'users.id', 'forum_comments.user_id')
      .select([
        'forum_comments.id',
        'forum_comments.content',
        'forum_comments.date',
        'forum_comments.user_id',
        authorName,
        'forum_comments.issue_id as issueId',
      ]);

  return {
    countIssues,

    /** Posts newest first, optionally only those whose subject or content contains `filter`. */
    async listIssues(filter: string | undefined, page: Paging): Promise<ListResponse<ForumIssue>> {
      const term = filter?.trim() ? filter : undefined;
      let posts = newestPosts();
      if (term !== undefined) posts = posts.where(matches(term));
      const data = await issuesOf(applyPaging(posts, page)).execute();
      const limit = page.limit ?? -1;
      const offset = page.offset ?? 0;
      let count = offset + data.length;
      if ((limit !== -1 && data.length === limit) || (data.length === 0 && offset > 0)) {
        count = await countIssues(term);
      }
      return { data, count };
    },

    /**
     * Every post from `offset` on, newest first, in batches of `batchSize` read one after another (keyset: each
     * batch starts after the last row of the previous one), so an unbounded list never holds more than one batch.
     * A post written while the batches are read shows when it sorts after the batch being read.
     */
    async *issueBatches(filter: string | undefined, offset: number, batchSize: number): AsyncGenerator<ForumIssue[]> {
      const term = filter?.trim() ? filter : undefined;
      let after: { date: string; id: number } | undefined;
      for (;;) {
        let posts = newestPosts().limit(batchSize);
        if (term !== undefined) posts = posts.where(matches(term));
        if (after === undefined) {
          if (offset > 0) posts = posts.offset(offset);
        } else {
          // A row-value comparison: both databases walk the (date, id) index from there (an OR of two comparisons
          // made SQLite sort the whole table for every batch).
          const { date, id } = after;
          posts = posts.where((eb) => eb(eb.refTuple('forum_posts.date', 'forum_posts.id'), '<', eb.tuple(date, id)));
        }
        const batch = await issuesOf(posts).execute();
        if (batch.length > 0) yield batch;
        if (batch.length < batchSize) return;
        after = batch[batch.length - 1]!;
      }
    },

    findIssue(id: number): Promise<ForumIssue | undefined> {
      return issuesOf(db.selectFrom('forum_posts').select(postColumns).where('forum_posts.id', '=', id)).executeTakeFirst();
    },

    async issueExists(id: number): Promise<boolean> {
      return (await db.selectFrom('forum_posts').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
    },

    /** The post's comments oldest first. */
    listComments(issueId: number): Promise<ForumComment[]> {
      return comments().where('forum_comments.issue_id', '=', issueId).orderBy('forum_comments.date').orderBy('forum_comments.id').execute();
    },

    async authorOfIssue(id: number): Promise<number | undefined> {
      return (await db.selectFrom('forum_posts').select('user_id').where('id', '=', id).executeTakeFirst())?.user_id;
    },

    async authorOfComment(id: number): Promise<number | undefined> {
      return (await db.selectFrom('forum_comments').select('user_id').where('id', '=', id).executeTakeFirst())?.user_id;
    },

    findComment(id: number): Promise<ForumComment | undefined> {
      return comments().where('forum_comments.id', '=', id).executeTakeFirst();
    },

    async issueOfComment(id: number): Promise<number | undefined> {
      return (await db.selectFrom('forum_comments').select('issue_id').where('id', '=', id).executeTakeFirst())?.issue_id;
    },

    /** When the user last commented on the post (ISO), for the cool-down. */
    latestCommentDateOf(userId: number, issueId: number): Promise<string | undefined> {
      return latestWriteDate(db, 'forum_comments', userId, issueId);
    },

    async insertIssue(issue: { subject: string; content: string; date: string; user_id: number }): Promise<number> {
      return (await db.insertInto('forum_posts').values(issue).returning('id').executeTakeFirstOrThrow()).id;
    },

    async updateIssue(id: number, changes: { subject: string; content: string; date: string }): Promise<boolean> {
      const result = await db.updateTable('forum_posts').set(changes).where('id', '=', id).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Its comments and the reports of both go with it (foreign keys, cascade). */
    async removeIssue(id: number): Promise<boolean> {
      const result = await db.deleteFrom('forum_posts').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async insertComment(comment: { content: string; date: string; user_id: number; issue_id: number }): Promise<number> {
      return (await db.insertInto('forum_comments').values(comment).returning('id').executeTakeFirstOrThrow()).id;
    },

    async updateComment(id: number, content: string): Promise<void> {
      await db.updateTable('forum_comments').set({ content }).where('id', '=', id).execute();
    },

    async removeComment(id: number): Promise<boolean> {
      const result = await db.deleteFrom('forum_comments').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export type ForumRepository = ReturnType<typeof createForumRepository>;
