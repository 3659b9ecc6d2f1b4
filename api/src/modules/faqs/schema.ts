// JSON schemas of the FAQ calls (SPEC §7 FAQs).
import { idParams, listOf } from '../common-schema.ts';
import { TEXT_MAX } from '../limits.ts';

export const faqSchema = {
  type: 'object',
  required: ['id', 'question', 'answer'],
  properties: { id: { type: 'integer' }, question: { type: 'string' }, answer: { type: 'string' } },
} as const;

export const faqListSchema = listOf(faqSchema);
export const faqIdParams = idParams('id');

export const faqBody = {
  type: 'object',
  required: ['question', 'answer'],
  additionalProperties: false,
  properties: {
    question: { type: 'string', minLength: 1, maxLength: 1000 },
    answer: { type: 'string', minLength: 1, maxLength: TEXT_MAX },
  },
} as const;
