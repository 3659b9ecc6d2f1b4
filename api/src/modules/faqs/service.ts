// The FAQ workflows (SPEC §2, §5, §7 FAQs): anyone reads them, admins (the routes' access rule) add, edit and
// remove them, each recorded in the audit trail in the same transaction. A question is unique: another FAQ with the
// same question is 409 ER_DUP_ENTRY ('Deze FAQ bestaat al!').
import type { Kysely } from 'kysely';
import { errorTexts } from 'shared/contracts';
import type { Faq, FaqBody, ListResponse } from 'shared/contracts';
import type { Caller } from '../../auth/access.ts';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../errors/api-error.ts';
import { excerpt, type AuditService } from '../audit/service.ts';
import { createFaqRepository } from './repository.ts';

const missingFaq = (id: number) => notFound(errorTexts.noneWithId('faq', id));
const trimmed = ({ question, answer }: FaqBody): FaqBody => ({ question: question.trim(), answer: answer.trim() });
const targetOf = (faq: Faq) => ({ type: 'faq', id: faq.id, name: faq.question });

export function createFaqService(db: Kysely<Database>, audit: AuditService) {
  const faqs = createFaqRepository(db);
  return {
    async list(): Promise<ListResponse<Faq>> {
      const data = await faqs.list();
      return { data, count: data.length };
    },

    create: (caller: Caller, body: FaqBody): Promise<Faq> =>
      db.transaction().execute(async (trx) => {
        const faq = await createFaqRepository(trx).insert(trimmed(body));
        await audit.record({ actor: caller, action: 'faq.created', target: targetOf(faq), detail: excerpt(faq.answer) }, trx);
        return faq;
      }),

    update: (caller: Caller, id: number, body: FaqBody): Promise<Faq> =>
      db.transaction().execute(async (trx) => {
        const faq = await createFaqRepository(trx).update(id, trimmed(body));
        if (faq === undefined) throw missingFaq(id);
        await audit.record({ actor: caller, action: 'faq.changed', target: targetOf(faq), detail: excerpt(faq.answer) }, trx);
        return faq;
      }),

    remove: (caller: Caller, id: number): Promise<void> =>
      db.transaction().execute(async (trx) => {
        const rows = createFaqRepository(trx);
        const faq = await rows.find(id);
        if (faq === undefined || !(await rows.remove(id))) throw missingFaq(id);
        await audit.record({ actor: caller, action: 'faq.deleted', target: targetOf(faq), detail: excerpt(faq.answer) }, trx);
      }),
  };
}

export type FaqService = ReturnType<typeof createFaqService>;
