// Roadmap-settings queries (the navbar's dynamic links are settings of type 'navlink').
import type { Kysely } from 'kysely';
import { applyPaging } from '../../db/paging.ts';
import type { Paging } from '../../db/paging.ts';
import type { Database } from '../../db/schema.ts';

export function createSettingRepository(db: Kysely<Database>) {
  return {
    async list(type: string | undefined, page: Paging): Promise<{ data: Array<{ id: number; name: string; url: string; type: string }>; count: number }> {
      let query = db.selectFrom('roadmap_settings').select(['id', 'name', 'url', 'type']).orderBy('id');
      let countQuery = db.selectFrom('roadmap_settings').select((eb) => eb.fn.countAll<number>().as('count'));
      if (type !== undefined) {
        query = query.where('type', '=', type);
        countQuery = countQuery.where('type', '=', type);
      }
      const data = await applyPaging(query, page).execute();
      const { count } = await countQuery.executeTakeFirstOrThrow();
      return { data, count: Number(count) };
    },
  };
}
