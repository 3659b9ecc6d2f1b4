// Frequently asked questions (SPEC §3, §7 FAQs).
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { TEXT_MAX } from '../constants.ts';
import { IdSchema, writtenText } from './common.ts';

export const FaqSchema = Type.Object({
  id: IdSchema,
  question: writtenText(1000),
  answer: writtenText(TEXT_MAX),
});
export type Faq = Static<typeof FaqSchema>;

/** POST /faqs and PUT /faqs/{id}. */
export const FaqBodySchema = Type.Pick(FaqSchema, ['question', 'answer'], { additionalProperties: false });
export type FaqBody = Static<typeof FaqBodySchema>;
