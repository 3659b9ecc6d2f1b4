// The forum workflows (SPEC §4, §5, §7 Forum). Anyone reads; a user posts questions and comments (a comment 30
// minutes after their previous one on that post); the author or an admin edits and deletes (the route's access
// rule). Every write counts towards the account's write limit, a new question also towards the daily one.
import type { Kysely } from 'kysely';
import { coolDownMinutesLeft, errorTexts } from 'shared/contracts';
import type { CommentBody, ForumComment, ForumIssue, IssueBody, IssueListQuery, ListResponse } from 'shared/contracts';
import type { Caller } from '../../auth/access.ts';
import type { DialectName } from '../../db/connect.ts';
import { isForeignKeyViolation } from '../../db/constraint-violations.ts';
import type { Database } from '../../db/schema.ts';
import { coolDown, notFound, validationFailed } from '../../errors/api-error.ts';
import { excerpt, type AuditService } from '../audit/service.ts';
import type { WriteKind, WriteLimit } from '../write-limit/write-limit.ts';
import { STREAM_BATCH_SIZE, type StreamedList } from '../streamed-list.ts';
import { createForumRepository, type ForumRepository } from './repository.ts';

export interface ForumServiceDependencies {
  db: Kysely<Database>;
  dialect: DialectName;
  now: () => Date;
  writeLimit: WriteLimit;
  audit: AuditService;
}

const missingIssue = (id: number) => notFound(errorTexts.noneWithId('issue', id));
const missingComment = (id: number) => notFound(errorTexts.noneWithId('comment', id));

export function createForumService({ db, dialect, now, writeLimit, audit }: ForumServiceDependencies) {
  const forum = createForumRepository(db, dialect);

  /** One counted write of the caller, with the repository of its transaction. */
  const write = <T>(caller: Caller, work: (rows: ForumRepository, trx: Kysely<Database>) => Promise<T>, kinds?: WriteKind[]) =>
    writeLimit.write(caller, (trx) => work(createForumRepository(trx, dialect), trx), kinds);

  return {
    /** Newest first; `filter` searches subject and content as plain text. */
    listIssues(query: IssueListQuery): Promise<ListResponse<ForumIssue>> {
      const { filter = '', limit = -1, offset = 0 } = query;
      return forum.listIssues(filter, { limit, offset });
    },

    /** The same list in batches, for an answer too long to hold at once (modules/streamed-list.ts). */
    streamIssues(query: IssueListQuery): StreamedList<ForumIssue> {
      const { filter = '' } = query;
      const offset = Math.max(0, query.offset ?? 0);
      return { batches: forum.issueBatches(filter, offset, STREAM_BATCH_SIZE), offset, countAll: () => forum.countIssues(filter) };
    },

    async findIssue(id: number): Promise<ForumIssue> {
      const issue = await forum.findIssue(id);
      if (issue === undefined) throw missingIssue(id);
      return issue;
    },

    async listComments(issueId: number): Promise<ListResponse<ForumComment>> {
      if (!(await forum.issueExists(issueId))) throw missingIssue(issueId);
      const data = await forum.listComments(issueId);
      return { data, count: data.length };
    },

    /** A post and a comment belong to their author. */
    issueOwnerOf: (id: number) => forum.authorOfIssue(id),
    commentOwnerOf: (id: number) => forum.authorOfComment(id),

    createIssue(caller: Caller, body: IssueBody): Promise<ForumIssue> {
      return write(
        caller,
        async (rows) => {
          const id = await rows.insertIssue({ subject: body.subject.trim(), content: body.content.trim(), date: now().toISOString(), user_id: caller.userId });
          return (await rows.findIssue(id))!;
        },
        ['write', 'question'],
      );
    },

    /** The date is the last change (SPEC §2), so an edited post comes first in the list again. */
    updateIssue(caller: Caller, id: number, body: IssueBody): Promise<ForumIssue> {
      return write(caller, async (rows, trx) => {
        if (!(await rows.updateIssue(id, { subject: body.subject.trim(), content: body.content.trim(), date: now().toISOString() }))) throw missingIssue(id);
        const issue = (await rows.findIssue(id))!;
        await audit.ofSomeoneElse({ actor: caller, action: 'issue.changed', target: { type: 'issue', id, name: issue.subject }, detail: `van ${issue.user_name}: ${excerpt(issue.content)}` }, issue.user_id, trx);
        return issue;
      });
    },

    removeIssue(caller: Caller, id: number): Promise<void> {
      return write(caller, async (rows, trx) => {
        const issue = await rows.findIssue(id);
        if (issue === undefined || !(await rows.removeIssue(id))) throw missingIssue(id);
        const target = { type: 'issue', id, name: issue.subject };
        await audit.removal({ actor: caller, action: 'issue.removed', target, detail: `van ${issue.user_name}: ${excerpt(issue.content)}` }, issue.user_id, trx);
      });
    },

    /** SPEC §5: COOL_DOWN with the minutes left while the user's latest comment on the post is younger than 30 minutes. */
    async createComment(caller: Caller, body: CommentBody): Promise<ForumComment> {
      try {
        return await write(caller, async (rows) => {
          if (!(await rows.issueExists(body.issueId))) throw missingIssue(body.issueId);
          const latest = await rows.latestCommentDateOf(caller.userId, body.issueId);
          const minutes = latest === undefined ? 0 : coolDownMinutesLeft(latest, now());
          if (minutes > 0) throw coolDown(minutes);
          const id = await rows.insertComment({ content: body.content.trim(), date: now().toISOString(), user_id: caller.userId, issue_id: body.issueId });
          return (await rows.findComment(id))!;
        });
      } catch (error) {
        // The post was removed between the check and the insert (PostgreSQL, another instance).
        if (isForeignKeyViolation(error)) throw missingIssue(body.issueId);
        throw error;
      }
    },

    /** The text only: a comment stays under its post and keeps its date. */
    updateComment(caller: Caller, id: number, body: CommentBody): Promise<ForumComment> {
      return write(caller, async (rows, trx) => {
        const issueId = await rows.issueOfComment(id);
        if (issueId === undefined) throw missingComment(id);
        if (issueId !== body.issueId) throw validationFailed('body.issueId', 'is niet de forumvraag van deze reactie');
        await rows.updateComment(id, body.content.trim());
        const comment = (await rows.findComment(id))!;
        await audit.ofSomeoneElse({ actor: caller, action: 'comment.changed', target: { type: 'comment', id, name: `Reactie van ${comment.user_name}` }, detail: excerpt(comment.content) }, comment.user_id, trx);
        return comment;
      });
    },

    removeComment(caller: Caller, id: number): Promise<void> {
      return write(caller, async (rows, trx) => {
        const comment = await rows.findComment(id);
        if (comment === undefined || !(await rows.removeComment(id))) throw missingComment(id);
        const target = { type: 'comment', id, name: `Reactie van ${comment.user_name}` };
        await audit.removal({ actor: caller, action: 'comment.removed', target, detail: excerpt(comment.content) }, comment.user_id, trx);
      });
    },
  };
}

export type ForumService = ReturnType<typeof createForumService>;
