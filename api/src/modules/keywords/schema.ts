// JSON schemas of the keyword calls (SPEC §7 Keywords).
import { idParams, limitSchema, listOf, offsetSchema } from '../common-schema.ts';

export const keywordSchema = {
  type: 'object',
  required: ['id', 'name'],
  properties: { id: { type: 'integer' }, name: { type: 'string' } },
} as const;

export const keywordListSchema = listOf(keywordSchema);

export const keywordListQuery = {
  type: 'object',
  properties: { limit: limitSchema, offset: offsetSchema },
} as const;

export const keywordIdParams = idParams('id');

export const keywordBody = {
  type: 'object',
  required: ['name'],
  additionalProperties: false,
  properties: { name: { type: 'string', minLength: 1, maxLength: 50 } },
} as const;
