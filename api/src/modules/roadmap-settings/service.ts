// The roadmap-setting workflows (SPEC §2, §4, §5, §7): anyone reads them (the navbar's links), admins (the routes'
// access rule) add, edit and remove them. The body's schema lets only http(s) and 'www…' addresses and the site's own
// paths through.
import { errorTexts } from 'shared/contracts';
import type { ListResponse, RoadmapSetting, RoadmapSettingBody, RoadmapSettingListQuery } from 'shared/contracts';
import type { Kysely } from 'kysely';
import type { Caller } from '../../auth/access.ts';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../errors/api-error.ts';
import type { AuditService } from '../audit/service.ts';
import { createSettingRepository } from './repository.ts';

const missingSetting = (id: number) => notFound(errorTexts.noneWithId('roadmapSetting', id));
const trimmed = ({ name, url, type }: RoadmapSettingBody): RoadmapSettingBody => ({ name: name.trim(), url: url.trim(), type });

/** The audit trail's record of a setting: what it is called, and where it leads (a navbar link's address). */
const targetOf = (setting: RoadmapSetting) => ({ type: 'roadmap-setting', id: setting.id, name: setting.name });
const detailOf = (setting: RoadmapSetting) => `${setting.type}: ${setting.url}`;

/** Every add, edit and removal is recorded in the audit trail, in the same transaction. */
export function createSettingService(db: Kysely<Database>, audit: AuditService) {
  const settings = createSettingRepository(db);
  return {
    list: (query: RoadmapSettingListQuery): Promise<ListResponse<RoadmapSetting>> => settings.list(query.type, query),

    create: (caller: Caller, body: RoadmapSettingBody): Promise<RoadmapSetting> =>
      db.transaction().execute(async (trx) => {
        const setting = await createSettingRepository(trx).insert(trimmed(body));
        await audit.record({ actor: caller, action: 'roadmap-setting.created', target: targetOf(setting), detail: detailOf(setting) }, trx);
        return setting;
      }),

    update: (caller: Caller, id: number, body: RoadmapSettingBody): Promise<RoadmapSetting> =>
      db.transaction().execute(async (trx) => {
        const setting = await createSettingRepository(trx).update(id, trimmed(body));
        if (setting === undefined) throw missingSetting(id);
        await audit.record({ actor: caller, action: 'roadmap-setting.changed', target: targetOf(setting), detail: detailOf(setting) }, trx);
        return setting;
      }),

    remove: (caller: Caller, id: number): Promise<void> =>
      db.transaction().execute(async (trx) => {
        const rows = createSettingRepository(trx);
        const setting = await rows.find(id);
        if (setting === undefined || !(await rows.remove(id))) throw missingSetting(id);
        await audit.record({ actor: caller, action: 'roadmap-setting.deleted', target: targetOf(setting), detail: detailOf(setting) }, trx);
      }),
  };
}

export type SettingService = ReturnType<typeof createSettingService>;
