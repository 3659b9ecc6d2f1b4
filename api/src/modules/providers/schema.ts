// JSON schemas of the provider calls (SPEC §7 Providers).
import { idParams, listOf, positiveId } from '../common-schema.ts';
import { SHORT_TEXT_MAX, TEXT_MAX } from '../limits.ts';

export const providerSchema = {
  type: 'object',
  required: ['id', 'name', 'country', 'email', 'url', 'telephone', 'logoUrl', 'approved', 'approvalComment', 'user_id'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    country: { type: 'string' },
    email: { type: 'string' },
    url: { type: 'string' },
    telephone: { type: 'string' },
    logoUrl: { type: 'string' },
    approved: { type: 'boolean' },
    approvalComment: { type: 'string' },
    user_id: { type: ['integer', 'null'] },
  },
} as const;

export const providerListSchema = listOf(providerSchema);
export const providerIdParams = idParams('id');

const short = { type: 'string', minLength: 1, maxLength: SHORT_TEXT_MAX } as const;

/** POST /providers/submit and PUT /providers/submit/{id}. */
export const providerSubmitBody = {
  type: 'object',
  required: ['name', 'country', 'email', 'url', 'telephone', 'logoUrl'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 200 },
    country: { type: 'string', pattern: '^[A-Z]{2}$' },
    email: short,
    url: short,
    telephone: { type: 'string', minLength: 1, maxLength: 50 },
    logoUrl: short,
    user_id: { ...positiveId },
  },
} as const;

/** POST /providers/create and PUT /providers/{id}: with the approval fields. */
export const providerBody = {
  ...providerSubmitBody,
  properties: {
    ...providerSubmitBody.properties,
    approved: { type: 'boolean' },
    approvalComment: { type: 'string', maxLength: TEXT_MAX },
  },
} as const;
