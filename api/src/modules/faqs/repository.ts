// FAQ queries.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export function createFaqRepository(db: Kysely<Database>) {
  return {
    async list(): Promise<Array<{ id: number; question: string; answer: string }>> {
      return db.selectFrom('faqs').select(['id', 'question', 'answer']).orderBy('id').execute();
    },
  };
}
