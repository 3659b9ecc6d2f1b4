// The roadmap-setting workflows (SPEC §2, §4, §5, §7): anyone reads them (the navbar's links), admins (the routes'
// access rule) add, edit and remove them. The body's schema lets only http(s) and 'www…' addresses through.
import { errorTexts } from 'shared/contracts';
import type { ListResponse, RoadmapSetting, RoadmapSettingBody, RoadmapSettingListQuery } from 'shared/contracts';
import type { Caller } from '../../auth/access.ts';
import { notFound } from '../../errors/api-error.ts';
import type { SettingRepository } from './repository.ts';

const missingSetting = (id: number) => notFound(errorTexts.noneWithId('roadmapSetting', id));
const trimmed = ({ name, url, type }: RoadmapSettingBody): RoadmapSettingBody => ({ name: name.trim(), url: url.trim(), type });

export function createSettingService(settings: SettingRepository) {
  return {
    list: (query: RoadmapSettingListQuery): Promise<ListResponse<RoadmapSetting>> => settings.list(query.type, query),

    create: (_caller: Caller, body: RoadmapSettingBody): Promise<RoadmapSetting> => settings.insert(trimmed(body)),

    async update(_caller: Caller, id: number, body: RoadmapSettingBody): Promise<RoadmapSetting> {
      const setting = await settings.update(id, trimmed(body));
      if (setting === undefined) throw missingSetting(id);
      return setting;
    },

    async remove(_caller: Caller, id: number): Promise<void> {
      if (!(await settings.remove(id))) throw missingSetting(id);
    },
  };
}

export type SettingService = ReturnType<typeof createSettingService>;
