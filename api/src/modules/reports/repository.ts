// Report rows, made per executor (the database or a transaction). A report names its item by one of three foreign
// keys; the list joins each kind of item with its author and where it stands (the tool of a review, the post of a
// comment), and answers the contract's shape (OpenReport) with the item nested.
import { sql } from 'kysely';
import type { Kysely, SqlBool } from 'kysely';
import type { ListResponse, OpenReport, Report, ReportableItem } from 'shared/contracts';
import { fullName } from '../../db/full-name.ts';
import { applyPaging } from '../../db/paging.ts';
import type { Paging } from '../../db/paging.ts';
import type { Database } from '../../db/schema.ts';

const ITEM_COLUMNS = { review: 'review_id', issue: 'issue_id', comment: 'comment_id' } as const;

/** A report's own columns, for toReport: the list of open reports selects them beside its item's. */
const REPORT_COLUMNS = [
  'reports.id',
  'reports.reason',
  'reports.created_at as date',
  'reports.status',
  'reports.review_id',
  'reports.issue_id',
  'reports.comment_id',
] as const;

export function createReportRepository(db: Kysely<Database>) {
  const reports = () => db.selectFrom('reports').select(REPORT_COLUMNS);

  type ReportRow = Awaited<ReturnType<ReturnType<typeof reports>['executeTakeFirstOrThrow']>>;
  function toReport({ review_id, issue_id, comment_id, ...report }: ReportRow): Report {
    const [itemType, itemId]: [ReportableItem, number] =
      review_id !== null ? ['review', review_id] : issue_id !== null ? ['issue', issue_id] : ['comment', comment_id!];
    return { id: report.id, itemType, itemId, reason: report.reason, date: report.date, status: report.status };
  }

  return {
    async itemExists(itemType: ReportableItem, itemId: number): Promise<boolean> {
      const table = ({ review: 'reviews', issue: 'forum_posts', comment: 'forum_comments' } as const)[itemType];
      return (await db.selectFrom(table).select('id').where('id', '=', itemId).executeTakeFirst()) !== undefined;
    },

    /** A second report of the same item by the same user fails on a unique index (409 ER_DUP_ENTRY). */
    async insert(report: { itemType: ReportableItem; itemId: number; reason: string; reporterId: number; date: string }): Promise<Report> {
      const { id } = await db
        .insertInto('reports')
        .values({
          [ITEM_COLUMNS[report.itemType]]: report.itemId,
          reporter_id: report.reporterId,
          reason: report.reason,
          status: 'open',
          created_at: report.date,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return toReport(await reports().where('reports.id', '=', id).executeTakeFirstOrThrow());
    },

    async find(id: number): Promise<Report | undefined> {
      const row = await reports().where('reports.id', '=', id).executeTakeFirst();
      return row && toReport(row);
    },

    async setStatus(id: number, status: 'ignored'): Promise<boolean> {
      const result = await db.updateTable('reports').set({ status }).where('id', '=', id).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Open reports, oldest first, each with its item in context. */
    async listOpen(page: Paging): Promise<ListResponse<OpenReport>> {
      const query = db
        .selectFrom('reports')
        .leftJoin('reviews', 'reviews.id', 'reports.review_id')
        .leftJoin('ai_tools', 'ai_tools.id', 'reviews.ai_tool_id')
        .leftJoin('forum_comments', 'forum_comments.id', 'reports.comment_id')
        // The reported post itself, or the post a reported comment belongs to; the author of whichever item it is.
        .leftJoin('forum_posts', (join) => join.on(sql<SqlBool>`forum_posts.id = coalesce(reports.issue_id, forum_comments.issue_id)`))
        .innerJoin('users', (join) => join.on(sql<SqlBool>`users.id = coalesce(reviews.user_id, forum_comments.user_id, forum_posts.user_id)`))
        .where('reports.status', '=', 'open');
      const rows = await applyPaging(
        query
          .select([
            ...REPORT_COLUMNS,
            'reviews.content as review_content',
            'reviews.rating as review_rating',
            'reviews.date as review_date',
            'ai_tools.id as tool_id',
            'ai_tools.name as tool_name',
            'forum_comments.content as comment_content',
            'forum_comments.date as comment_date',
            'forum_posts.id as post_id',
            'forum_posts.subject as post_subject',
            'forum_posts.content as post_content',
            'forum_posts.date as post_date',
            'users.id as user_id',
            fullName().as('user_name'),
          ])
          .orderBy('reports.created_at')
          .orderBy('reports.id'),
        page,
      ).execute();
      const { count } = await query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
      const data = rows.map((row): OpenReport => {
        const report = toReport(row);
        const item =
          report.itemType === 'review'
            ? { subject: null, content: row.review_content!, rating: row.review_rating, date: row.review_date! }
            : report.itemType === 'issue'
              ? { subject: row.post_subject, content: row.post_content!, rating: null, date: row.post_date! }
              : { subject: null, content: row.comment_content!, rating: null, date: row.comment_date! };
        return {
          ...report,
          item: {
            ...item,
            user_id: row.user_id,
            user_name: row.user_name,
            toolId: row.tool_id,
            toolName: row.tool_name,
            issueId: row.post_id,
            issueSubject: row.post_subject,
          },
        };
      });
      return { data, count: Number(count) };
    },
  };
}

export type ReportRepository = ReturnType<typeof createReportRepository>;
