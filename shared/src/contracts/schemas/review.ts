// Reviews of a tool (SPEC §3, §7 Reviews).
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { RATING_MAX, RATING_MIN, TEXT_MAX } from '../constants.ts';
import { IdSchema } from './common.ts';

export const ReviewSchema = Type.Object({
  id: IdSchema,
  content: Type.String({ minLength: 1, maxLength: TEXT_MAX }),
  rating: Type.Integer({ minimum: RATING_MIN, maximum: RATING_MAX }),
  date: Type.String({ format: 'date-time' }),
  user_id: IdSchema,
  user_name: Type.String({ description: 'voor- en achternaam van de auteur' }),
  ai_tool_id: IdSchema,
});
export type Review = Static<typeof ReviewSchema>;

/** POST /reviews and PUT /reviews/{id}: the tool is named aiToolId here (SPEC §3). */
export const ReviewBodySchema = Type.Object(
  { ...Type.Pick(ReviewSchema, ['content', 'rating']).properties, aiToolId: IdSchema },
  { additionalProperties: false },
);
export type ReviewBody = Static<typeof ReviewBodySchema>;
