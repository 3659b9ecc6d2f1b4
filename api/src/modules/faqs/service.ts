// The FAQ workflows (SPEC §2, §5, §7 FAQs): anyone reads them, admins (the routes' access rule) add, edit and
// remove them. A question is unique: another FAQ with the same question is 409 ER_DUP_ENTRY ('Deze FAQ bestaat al!').
import { errorTexts } from 'shared/contracts';
import type { Faq, FaqBody, ListResponse } from 'shared/contracts';
import type { Caller } from '../../auth/access.ts';
import { notFound } from '../../errors/api-error.ts';
import type { FaqRepository } from './repository.ts';

const missingFaq = (id: number) => notFound(errorTexts.noneWithId('faq', id));
const trimmed = ({ question, answer }: FaqBody): FaqBody => ({ question: question.trim(), answer: answer.trim() });

export function createFaqService(faqs: FaqRepository) {
  return {
    async list(): Promise<ListResponse<Faq>> {
      const data = await faqs.list();
      return { data, count: data.length };
    },

    create: (_caller: Caller, body: FaqBody): Promise<Faq> => faqs.insert(trimmed(body)),

    async update(_caller: Caller, id: number, body: FaqBody): Promise<Faq> {
      const faq = await faqs.update(id, trimmed(body));
      if (faq === undefined) throw missingFaq(id);
      return faq;
    },

    async remove(_caller: Caller, id: number): Promise<void> {
      if (!(await faqs.remove(id))) throw missingFaq(id);
    },
  };
}

export type FaqService = ReturnType<typeof createFaqService>;
