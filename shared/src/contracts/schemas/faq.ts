// Frequently asked questions (SPEC §3, §7 FAQs).
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { TEXT_MAX } from '../constants.ts';
import { IdSchema } from './common.ts';

export const FaqSchema = Type.Object({
  id: IdSchema,
  question: Type.String({ minLength: 1, maxLength: 1000 }),
  answer: Type.String({ minLength: 1, maxLength: TEXT_MAX }),
});
export type Faq = Static<typeof FaqSchema>;

/** POST /faqs and PUT /faqs/{id}. */
export const FaqBodySchema = Type.Pick(FaqSchema, ['question', 'answer'], { additionalProperties: false });
export type FaqBody = Static<typeof FaqBodySchema>;
