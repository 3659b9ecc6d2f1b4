// The site's content row: one JSON document (id 1), absent until an admin first saves it. Made per executor (the
// database or a transaction): the service decides what one transaction holds.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

const ROW_ID = 1;

export function createSiteContentRepository(db: Kysely<Database>) {
  return {
    /** The stored document as written (JSON), or undefined when nothing was saved yet. */
    async document(): Promise<string | undefined> {
      return (await db.selectFrom('site_content').select('document').where('id', '=', ROW_ID).executeTakeFirst())?.document;
    },

    async save(document: string, updatedAt: string): Promise<void> {
      await db
        .insertInto('site_content')
        .values({ id: ROW_ID, document, updated_at: updatedAt })
        .onConflict((conflict) => conflict.column('id').doUpdateSet({ document, updated_at: updatedAt }))
        .execute();
    },

    /** Replaces the document only while it is still `expected` (a save made meanwhile wins); answers whether it did. */
    async replaceIfUnchanged(expected: string, document: string): Promise<boolean> {
      const result = await db.updateTable('site_content').set({ document }).where('id', '=', ROW_ID).where('document', '=', expected).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}
