// The forum workflows (SPEC §4, §7 Forum). Anyone reads; posting, editing and deleting are not built yet (501)
// (editing and deleting: the author or an admin, checked by the route's access rule before they are called).
import type { CommentBody, ForumComment, ForumIssue, IssueBody, IssueListQuery, ListResponse } from 'shared/contracts';
import type { Caller } from '../../auth/access.ts';
import { notFound, notImplemented } from '../../errors/api-error.ts';
import type { ForumRepository } from './repository.ts';

export function createForumService(forum: ForumRepository) {
  return {
    /** Newest first; `filter` searches subject and content as plain text. */
    listIssues(query: IssueListQuery): Promise<ListResponse<ForumIssue>> {
      const { filter = '', limit = -1, offset = 0 } = query;
      return forum.listIssues(filter, { limit, offset });
    },

    async findIssue(id: number): Promise<ForumIssue> {
      const issue = await forum.findIssue(id);
      if (issue === undefined) throw notFound(`Geen forumvraag met id ${id}.`);
      return issue;
    },

    async listComments(issueId: number): Promise<ListResponse<ForumComment>> {
      if (!(await forum.issueExists(issueId))) throw notFound(`Geen forumvraag met id ${issueId}.`);
      const data = await forum.listComments(issueId);
      return { data, count: data.length };
    },

    /** A post and a comment belong to their author. */
    issueOwnerOf: (id: number) => forum.authorOfIssue(id),
    commentOwnerOf: (id: number) => forum.authorOfComment(id),

    async createIssue(_caller: Caller, _body: IssueBody): Promise<ForumIssue> {
      throw notImplemented();
    },

    async updateIssue(_caller: Caller, _id: number, _body: IssueBody): Promise<ForumIssue> {
      throw notImplemented();
    },

    async removeIssue(_caller: Caller, _id: number): Promise<void> {
      throw notImplemented();
    },

    /** The comment cool-down (SPEC §5: 30 minutes, COOL_DOWN with the minutes left) comes with this issue. */
    async createComment(_caller: Caller, _body: CommentBody): Promise<ForumComment> {
      throw notImplemented();
    },

    async updateComment(_caller: Caller, _id: number, _body: CommentBody): Promise<ForumComment> {
      throw notImplemented();
    },

    async removeComment(_caller: Caller, _id: number): Promise<void> {
      throw notImplemented();
    },
  };
}

export type ForumService = ReturnType<typeof createForumService>;
