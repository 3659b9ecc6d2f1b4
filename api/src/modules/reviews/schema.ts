// JSON schemas of the review calls (SPEC §7 Reviews).
import { idParams, listOf, positiveId } from '../common-schema.ts';
import { RATING_MAX, RATING_MIN, TEXT_MAX } from '../limits.ts';

export const reviewSchema = {
  type: 'object',
  required: ['id', 'content', 'rating', 'date', 'user_id', 'user_name', 'ai_tool_id'],
  properties: {
    id: { type: 'integer' },
    content: { type: 'string' },
    rating: { type: 'integer' },
    date: { type: 'string', format: 'date-time' },
    user_id: { type: 'integer' },
    user_name: { type: 'string' },
    ai_tool_id: { type: 'integer' },
  },
} as const;

export const reviewListSchema = listOf(reviewSchema);
export const reviewIdParams = idParams('id');

export const reviewBody = {
  type: 'object',
  required: ['content', 'rating', 'aiToolId'],
  additionalProperties: false,
  properties: {
    content: { type: 'string', minLength: 1, maxLength: TEXT_MAX },
    rating: { type: 'integer', minimum: RATING_MIN, maximum: RATING_MAX },
    aiToolId: positiveId,
  },
} as const;
