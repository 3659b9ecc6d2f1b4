// The navigation links the settings screen manages (GET /roadmapSettings, unpaged as SPEC §9 says: limit and
// offset -1, of type navlink).
import { api, NO_LIMIT, useQuery, type RoadmapSetting } from 'shared';

export function useNavlinks() {
  return useQuery(['settings'], (signal) => api.list<RoadmapSetting>('roadmapSettings', { limit: NO_LIMIT, offset: NO_LIMIT, type: 'navlink' }, { signal }));
}
