// Keyword rows.
import type { Kysely } from 'kysely';
import type { Keyword, ListResponse } from 'shared/contracts';
import { applyPaging } from '../../db/paging.ts';
import type { Paging } from '../../db/paging.ts';
import type { Database } from '../../db/schema.ts';

export function createKeywordRepository(db: Kysely<Database>) {
  return {
    async list(page: Paging): Promise<ListResponse<Keyword>> {
      const data = await applyPaging(db.selectFrom('keywords').select(['id', 'name']).orderBy('name').orderBy('id'), page).execute();
      const { count } = await db
        .selectFrom('keywords')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      return { data, count: Number(count) };
    },

    async exists(id: number): Promise<boolean> {
      return (await db.selectFrom('keywords').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
    },
  };
}

export type KeywordRepository = ReturnType<typeof createKeywordRepository>;
