// FAQ rows.
import type { Kysely } from 'kysely';
import type { Faq, FaqBody } from 'shared/contracts';
import type { Database } from '../../db/schema.ts';

export function createFaqRepository(db: Kysely<Database>) {
  return {
    list(): Promise<Faq[]> {
      return db.selectFrom('faqs').select(['id', 'question', 'answer']).orderBy('id').execute();
    },

    /** A question that exists already fails on its unique index (409 ER_DUP_ENTRY). */
    insert(faq: FaqBody): Promise<Faq> {
      return db.insertInto('faqs').values(faq).returning(['id', 'question', 'answer']).executeTakeFirstOrThrow();
    },

    find(id: number): Promise<Faq | undefined> {
      return db.selectFrom('faqs').select(['id', 'question', 'answer']).where('id', '=', id).executeTakeFirst();
    },

    update(id: number, faq: FaqBody): Promise<Faq | undefined> {
      return db.updateTable('faqs').set(faq).where('id', '=', id).returning(['id', 'question', 'answer']).executeTakeFirst();
    },

    async remove(id: number): Promise<boolean> {
      const result = await db.deleteFrom('faqs').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export type FaqRepository = ReturnType<typeof createFaqRepository>;
