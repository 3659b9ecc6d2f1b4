// Roadmap-setting rows (the navbar's dynamic links are settings of type 'navlink').
import type { Kysely } from 'kysely';
import type { ListResponse, RoadmapSetting, RoadmapSettingBody } from 'shared/contracts';
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

    insert(setting: RoadmapSettingBody): Promise<RoadmapSetting> {
      return db.insertInto('roadmap_settings').values(setting).returning(['id', 'name', 'url', 'type']).executeTakeFirstOrThrow();
    },

    find(id: number): Promise<RoadmapSetting | undefined> {
      return db.selectFrom('roadmap_settings').select(['id', 'name', 'url', 'type']).where('id', '=', id).executeTakeFirst();
    },

    update(id: number, setting: RoadmapSettingBody): Promise<RoadmapSetting | undefined> {
      return db.updateTable('roadmap_settings').set(setting).where('id', '=', id).returning(['id', 'name', 'url', 'type']).executeTakeFirst();
    },

    async remove(id: number): Promise<boolean> {
      const result = await db.deleteFrom('roadmap_settings').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export type SettingRepository = ReturnType<typeof createSettingRepository>;
