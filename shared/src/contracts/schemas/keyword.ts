// Keywords and their links to tools (SPEC §3, §7 Keywords).
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { IdSchema, idParams } from './common.ts';

export const KeywordSchema = Type.Object({
  id: IdSchema,
  name: Type.String({ minLength: 1, maxLength: 50, description: 'kleine letters, getoond met hoofdletter' }),
});
export type Keyword = Static<typeof KeywordSchema>;

/** POST /keywords and PUT /keywords/{id}: unique regardless of case; spaces around it are dropped. */
export const KeywordBodySchema = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: 50, pattern: '\\S', description: 'uniek, hoofdletters niet meegeteld' }) },
  { additionalProperties: false },
);
export type KeywordBody = Static<typeof KeywordBodySchema>;

/** GET /keywords/usage: a keyword and how many tools carry it (the admin's grid). */
export const KeywordUsageSchema = Type.Object({ ...KeywordSchema.properties, count: Type.Integer({ minimum: 0, description: 'aantal AI-tools met dit keyword' }) });
export type KeywordUsage = Static<typeof KeywordUsageSchema>;

export const KeywordIdParamsSchema = idParams('keywordId');
export type KeywordIdParams = Static<typeof KeywordIdParamsSchema>;

/** A tool-keyword link; `name` (the keyword's) only on GET /aiToolKeywords/aiTool/{id}. */
export const AiToolKeywordSchema = Type.Object({
  aiTool_id: IdSchema,
  keyword_id: IdSchema,
  name: Type.Optional(Type.String({ description: 'enkel bij de koppelingen van één AI-tool' })),
});
export type AiToolKeyword = Static<typeof AiToolKeywordSchema>;

/** The links of one tool, each with the keyword's name. */
export const NamedAiToolKeywordSchema = Type.Object({ aiTool_id: IdSchema, keyword_id: IdSchema, name: KeywordSchema.properties.name });
export type NamedAiToolKeyword = Static<typeof NamedAiToolKeywordSchema>;

/** POST /aiToolKeywords. */
export const AiToolKeywordBodySchema = Type.Object({ aiTool_id: IdSchema, keyword_id: IdSchema }, { additionalProperties: false });
export type AiToolKeywordBody = Static<typeof AiToolKeywordBodySchema>;

export const ToolIdParamsSchema = idParams('toolId');
export type ToolIdParams = Static<typeof ToolIdParamsSchema>;

/** DELETE /aiToolKeywords/{toolId}&&{keywordId}: one path segment. */
export const AiToolKeywordLinkParamsSchema = Type.Object({
  link: Type.String({ maxLength: 21, pattern: '^[1-9][0-9]{0,9}&&[1-9][0-9]{0,9}$', description: '{toolId}&&{keywordId}' }),
});
export type AiToolKeywordLinkParams = Static<typeof AiToolKeywordLinkParamsSchema>;
