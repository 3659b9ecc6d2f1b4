// JSON schemas of the forum calls (SPEC §7 Forum): posts ("issues") and their comments.
import { idParams, limitSchema, listOf, offsetSchema, positiveId } from '../common-schema.ts';
import { FORUM_CONTENT_MAX, FORUM_SEARCH_MAX, FORUM_SUBJECT_MAX } from '../limits.ts';

export const issueSchema = {
  type: 'object',
  required: ['id', 'subject', 'content', 'user_name', 'date', 'comments', 'user_id'],
  properties: {
    id: { type: 'integer' },
    subject: { type: 'string' },
    content: { type: 'string' },
    user_name: { type: 'string' },
    date: { type: 'string', format: 'date-time' },
    comments: { type: 'integer' },
    user_id: { type: 'integer' },
  },
} as const;

export const issueListSchema = listOf(issueSchema);

export const commentSchema = {
  type: 'object',
  required: ['id', 'content', 'date', 'user_id', 'user_name', 'issueId'],
  properties: {
    id: { type: 'integer' },
    content: { type: 'string' },
    date: { type: 'string', format: 'date-time' },
    user_id: { type: 'integer' },
    user_name: { type: 'string' },
    issueId: { type: 'integer' },
  },
} as const;

export const commentListSchema = listOf(commentSchema);

export const issueListQuery = {
  type: 'object',
  properties: {
    limit: limitSchema,
    offset: offsetSchema,
    filter: { type: 'string', maxLength: FORUM_SEARCH_MAX, description: 'zoekt in onderwerp en inhoud, als gewone tekst' },
  },
} as const;

export interface IssueListQuery {
  limit?: number;
  offset?: number;
  filter?: string;
}

export const issueIdParams = idParams('id');
export const commentIdParams = idParams('id');

export const issueBody = {
  type: 'object',
  required: ['subject', 'content'],
  additionalProperties: false,
  properties: {
    subject: { type: 'string', minLength: 1, maxLength: FORUM_SUBJECT_MAX },
    content: { type: 'string', minLength: 1, maxLength: FORUM_CONTENT_MAX },
  },
} as const;

export const commentBody = {
  type: 'object',
  required: ['content', 'issueId'],
  additionalProperties: false,
  properties: {
    content: { type: 'string', minLength: 1, maxLength: FORUM_CONTENT_MAX },
    issueId: positiveId,
  },
} as const;
