// The forum (SPEC §3, §7 Forum): posts, which the API calls issues, and their comments.
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { FORUM_CONTENT_MAX, FORUM_SEARCH_MAX, FORUM_SUBJECT_MAX } from '../constants.ts';
import { IdSchema, LimitSchema, OffsetSchema, writtenText } from './common.ts';

const authorName = Type.String({ description: 'voor- en achternaam van de auteur' });

/** A forum post. E-mail addresses are never published (docs/decisions/0004). */
export const ForumIssueSchema = Type.Object({
  id: IdSchema,
  subject: writtenText(FORUM_SUBJECT_MAX),
  content: writtenText(FORUM_CONTENT_MAX),
  user_name: authorName,
  date: Type.String({ format: 'date-time', description: 'laatst gewijzigd' }),
  comments: Type.Integer({ minimum: 0, description: 'aantal reacties' }),
  user_id: IdSchema,
});
export type ForumIssue = Static<typeof ForumIssueSchema>;

export const ForumCommentSchema = Type.Object({
  id: IdSchema,
  content: writtenText(FORUM_CONTENT_MAX),
  date: Type.String({ format: 'date-time' }),
  user_id: IdSchema,
  user_name: authorName,
  issueId: IdSchema,
});
export type ForumComment = Static<typeof ForumCommentSchema>;

/** GET /issues/data. */
export const IssueListQuerySchema = Type.Object({
  limit: Type.Optional(LimitSchema),
  offset: Type.Optional(OffsetSchema),
  filter: Type.Optional(Type.String({ maxLength: FORUM_SEARCH_MAX, description: 'zoekt in onderwerp en inhoud, als gewone tekst' })),
});
export type IssueListQuery = Static<typeof IssueListQuerySchema>;

/** POST /issues and PUT /issues/{id}. */
export const IssueBodySchema = Type.Pick(ForumIssueSchema, ['subject', 'content'], { additionalProperties: false });
export type IssueBody = Static<typeof IssueBodySchema>;

/** POST /comments and PUT /comments/{id}. */
export const CommentBodySchema = Type.Pick(ForumCommentSchema, ['content', 'issueId'], { additionalProperties: false });
export type CommentBody = Static<typeof CommentBodySchema>;
