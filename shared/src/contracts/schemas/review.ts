// Reviews of a tool (SPEC §3, §7 Reviews), each with the public reply of the tool's provider, if any.
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { REVIEW_REPLY_MAX } from '../community-rules.ts';
import { RATING_MAX, RATING_MIN, TEXT_MAX } from '../constants.ts';
import { IdSchema, writtenText } from './common.ts';

/** The provider's public answer to a review, shown beneath it with the company's name. */
export const ReviewReplySchema = Type.Object({
  content: writtenText(REVIEW_REPLY_MAX),
  date: Type.String({ format: 'date-time', description: 'laatst gewijzigd' }),
  provider_id: IdSchema,
  provider_name: Type.String({ description: 'naam van het bedrijf' }),
});
export type ReviewReply = Static<typeof ReviewReplySchema>;

export const ReviewSchema = Type.Object({
  id: IdSchema,
  content: writtenText(TEXT_MAX),
  rating: Type.Integer({ minimum: RATING_MIN, maximum: RATING_MAX }),
  date: Type.String({ format: 'date-time' }),
  user_id: IdSchema,
  user_name: Type.String({ description: 'voor- en achternaam van de auteur' }),
  ai_tool_id: IdSchema,
  reply: Type.Union([ReviewReplySchema, Type.Null()], { description: 'het antwoord van de provider, of null' }),
  // Optional so a remote and an API of different ages still agree: absent means false.
  earlier: Type.Optional(Type.Boolean({ description: 'de auteur schreef later een nieuwere review van deze AI-tool; telt niet mee in het gemiddelde' })),
  byProvider: Type.Optional(Type.Boolean({ description: 'geschreven door wie de provider van deze AI-tool beheert; telt niet mee in het gemiddelde' })),
});
export type Review = Static<typeof ReviewSchema>;

/** POST /reviews and PUT /reviews/{id}: the tool is named aiToolId here (SPEC §3). */
export const ReviewBodySchema = Type.Object(
  { ...Type.Pick(ReviewSchema, ['content', 'rating']).properties, aiToolId: IdSchema },
  { additionalProperties: false },
);
export type ReviewBody = Static<typeof ReviewBodySchema>;

/** POST and PUT /reviews/{id}/reply. */
export const ReviewReplyBodySchema = Type.Pick(ReviewReplySchema, ['content'], { additionalProperties: false });
export type ReviewReplyBody = Static<typeof ReviewReplyBodySchema>;
