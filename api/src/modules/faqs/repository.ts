// FAQ rows.
import type { Kysely } from 'kysely';
import type { Faq } from 'shared/contracts';
import type { Database } from '../../db/schema.ts';

export function createFaqRepository(db: Kysely<Database>) {
  return {
    list(): Promise<Faq[]> {
      return db.selectFrom('faqs').select(['id', 'question', 'answer']).orderBy('id').execute();
    },
  };
}

export type FaqRepository = ReturnType<typeof createFaqRepository>;
