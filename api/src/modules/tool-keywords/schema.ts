// JSON schemas of the tool-keyword link calls (SPEC §7 Keywords).
import { idParams, listOf, positiveId } from '../common-schema.ts';

export const toolKeywordSchema = {
  type: 'object',
  required: ['aiTool_id', 'keyword_id'],
  properties: { aiTool_id: { type: 'integer' }, keyword_id: { type: 'integer' } },
} as const;

export const namedToolKeywordSchema = {
  type: 'object',
  required: ['aiTool_id', 'keyword_id', 'name'],
  properties: { aiTool_id: { type: 'integer' }, keyword_id: { type: 'integer' }, name: { type: 'string' } },
} as const;

export const toolKeywordListSchema = listOf(toolKeywordSchema);
export const namedToolKeywordListSchema = listOf(namedToolKeywordSchema);

export const keywordIdParams = idParams('keywordId');
export const toolIdParams = idParams('toolId');

/** DELETE /aiToolKeywords/{toolId}&&{keywordId}: one path segment, split on '&&'. */
export const linkParams = {
  type: 'object',
  required: ['link'],
  properties: {
    link: { type: 'string', maxLength: 21, pattern: '^[1-9][0-9]{0,9}&&[1-9][0-9]{0,9}$', description: '{toolId}&&{keywordId}' },
  },
} as const;

export const toolKeywordBody = {
  type: 'object',
  required: ['aiTool_id', 'keyword_id'],
  additionalProperties: false,
  properties: { aiTool_id: positiveId, keyword_id: positiveId },
} as const;
