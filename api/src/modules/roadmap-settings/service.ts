// The roadmap-setting workflows (SPEC §7): anyone reads them (the navbar's links), admins manage them (not built yet: 501).
import type { ListResponse, RoadmapSetting, RoadmapSettingBody, RoadmapSettingListQuery } from 'shared/contracts';
import type { Caller } from '../../auth/access.ts';
import { notImplemented } from '../../errors/api-error.ts';
import type { SettingRepository } from './repository.ts';

export function createSettingService(settings: SettingRepository) {
  return {
    list: (query: RoadmapSettingListQuery): Promise<ListResponse<RoadmapSetting>> => settings.list(query.type, query),

    async create(_caller: Caller, _body: RoadmapSettingBody): Promise<RoadmapSetting> {
      throw notImplemented();
    },

    async update(_caller: Caller, _id: number, _body: RoadmapSettingBody): Promise<RoadmapSetting> {
      throw notImplemented();
    },

    async remove(_caller: Caller, _id: number): Promise<void> {
      throw notImplemented();
    },
  };
}

export type SettingService = ReturnType<typeof createSettingService>;
