// The FAQ workflows (SPEC §7 FAQs): anyone reads them, admins manage them (not built yet: 501).
import type { Faq, FaqBody, ListResponse } from 'shared/contracts';
import type { Caller } from '../../auth/access.ts';
import { notImplemented } from '../../errors/api-error.ts';
import type { FaqRepository } from './repository.ts';

export function createFaqService(faqs: FaqRepository) {
  return {
    async list(): Promise<ListResponse<Faq>> {
      const data = await faqs.list();
      return { data, count: data.length };
    },

    async create(_caller: Caller, _body: FaqBody): Promise<Faq> {
      throw notImplemented();
    },

    async update(_caller: Caller, _id: number, _body: FaqBody): Promise<Faq> {
      throw notImplemented();
    },

    async remove(_caller: Caller, _id: number): Promise<void> {
      throw notImplemented();
    },
  };
}

export type FaqService = ReturnType<typeof createFaqService>;
