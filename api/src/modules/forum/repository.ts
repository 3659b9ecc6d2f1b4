// Forum queries. The search is plain text, case-insensitive, in subject or content
// (docs/decisions/0003-forum-search.md): SQLite answers terms of 3+ characters from the FTS5 trigram index,
// PostgreSQL uses ILIKE served by the pg_trgm indexes; shorter terms fall back to an escaped LIKE.
import { sql } from 'kysely';
import type { Expression, Kysely, SqlBool } from 'kysely';
import type { DialectName } from '../../db/connect.ts';
import { applyPaging } from '../../db/paging.ts';
import type { Paging } from '../../db/paging.ts';
import type { Database } from '../../db/schema.ts';
import { containsPattern, fts5Phrase, isTrigramSearchable } from '../../db/text-search.ts';

export interface IssueJson {
  id: number;
  subject: string;
  content: string;
  user_name: string;
  date: string;
  comments: number;
  user_id: number;
}

export interface CommentJson {
  id: number;
  content: string;
  date: string;
  user_id: number;
  user_name: string;
  issueId: number;
}

export function createForumRepository(db: Kysely<Database>, dialect: DialectName) {
  function matches(filter: string): Expression<SqlBool> {
    if (dialect === 'sqlite' && isTrigramSearchable(filter)) {
      return sql<SqlBool>`forum_posts.id in (select rowid from forum_posts_fts where forum_posts_fts match ${fts5Phrase(filter)})`;
    }
    const pattern = containsPattern(filter);
    if (dialect === 'postgres') {
      return sql<SqlBool>`(forum_posts.subject ilike ${pattern} escape '\\' or forum_posts.content ilike ${pattern} escape '\\')`;
    }
    return sql<SqlBool>`(forum_posts.subject like ${pattern} escape '\\' or forum_posts.content like ${pattern} escape '\\')`;
  }

  async function countIssues(term: string | undefined): Promise<number> {
    if (term !== undefined && dialect === 'sqlite' && isTrigramSearchable(term)) {
      // The FTS table mirrors forum_posts (kept in sync by triggers): count its matches without a join.
      const result = await sql<{ count: number }>`select count(*) as count from forum_posts_fts where forum_posts_fts match ${fts5Phrase(term)}`.execute(db);
      return Number(result.rows[0]?.count ?? 0);
    }
    let query = db.selectFrom('forum_posts').select((eb) => eb.fn.countAll<number>().as('count'));
    if (term !== undefined) query = query.where(matches(term));
    return Number((await query.executeTakeFirstOrThrow()).count);
  }

  const issues = () =>
    db
      .selectFrom('forum_posts')
      .innerJoin('users', 'users.id', 'forum_posts.user_id')
      .select((eb) => [
        'forum_posts.id',
        'forum_posts.subject',
        'forum_posts.content',
        'forum_posts.date',
        'forum_posts.user_id',
        'users.firstname',
        'users.lastname',
        eb
          .selectFrom('forum_comments')
          .select(eb.fn.countAll<number>().as('count'))
          .whereRef('forum_comments.issue_id', '=', 'forum_posts.id')
          .as('comments'),
      ]);

  type IssueRow = { id: number; subject: string; content: string; date: string; user_id: number; firstname: string; lastname: string; comments: number | null };
  const toIssueJson = (row: IssueRow): IssueJson => ({
    id: row.id,
    subject: row.subject,
    content: row.content,
    user_name: `${row.firstname} ${row.lastname}`,
    date: row.date,
    comments: Number(row.comments ?? 0),
    user_id: row.user_id,
  });

  return {
    /** Posts newest first, optionally only those whose subject or content contains `filter`. */
    async listIssues(filter: string | undefined, page: Paging): Promise<{ data: IssueJson[]; count: number }> {
      const term = filter?.trim() ? filter : undefined;
      let query = issues().orderBy('forum_posts.date', 'desc').orderBy('forum_posts.id', 'desc');
      if (term !== undefined) query = query.where(matches(term));
      const rows = await applyPaging(query, page).execute();
      const limit = page.limit ?? -1;
      const offset = page.offset ?? 0;
      let count = offset + rows.length;
      if ((limit !== -1 && rows.length === limit) || (rows.length === 0 && offset > 0)) {
        count = await countIssues(term);
      }
      return { data: rows.map(toIssueJson), count };
    },

    async findIssue(id: number): Promise<IssueJson | undefined> {
      const row = await issues().where('forum_posts.id', '=', id).executeTakeFirst();
      return row && toIssueJson(row);
    },

    /** The post's comments oldest first; undefined when the post does not exist. */
    async listComments(issueId: number): Promise<CommentJson[] | undefined> {
      const post = await db.selectFrom('forum_posts').select('id').where('id', '=', issueId).executeTakeFirst();
      if (post === undefined) return undefined;
      const rows = await db
        .selectFrom('forum_comments')
        .innerJoin('users', 'users.id', 'forum_comments.user_id')
        .select([
          'forum_comments.id',
          'forum_comments.content',
          'forum_comments.date',
          'forum_comments.user_id',
          'forum_comments.issue_id',
          'users.firstname',
          'users.lastname',
        ])
        .where('forum_comments.issue_id', '=', issueId)
        .orderBy('forum_comments.date')
        .orderBy('forum_comments.id')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        content: row.content,
        date: row.date,
        user_id: row.user_id,
        user_name: `${row.firstname} ${row.lastname}`,
        issueId: row.issue_id,
      }));
    },
  };
}
