// Roadmap-setting rows (the navbar's dynamic links are settings of type 'navlink').
import type { Kysely } from 'kysely';
import type { ListResponse, RoadmapSetting } from 'shared/contracts';
import { applyPaging } from '../../db/paging.ts';
import type { Paging } from '../../db/paging.ts';
import type { Database } from '../../db/schema.ts';

export function createSettingRepository(db: Kysely<Database>) {
  return {
    async list(type: string | undefined, page: Paging): Promise<ListResponse<RoadmapSetting>> {
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

export type SettingRepository = ReturnType<typeof createSettingRepository>;
