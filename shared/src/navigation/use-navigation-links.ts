// The navbar's dynamic links (roadmap settings of type navlink, GET /roadmapSettings unpaged as SPEC §9 says:
// limit and offset -1): the shell's navbar shows them, the admin's settings screen manages them. One query under
// one name, keyed by the session's navlinksVersion: a screen that changes them calls refreshNavlinks() and every
// app that shows them loads them again (each app bundles its own copy of the kit, docs/decisions/0009, so a
// query name alone would only reach the app that wrote).
import { useAuthSession } from 'shared-core';
import { api } from '../api/api-client.ts';
import { NO_LIMIT } from '../contracts/values.ts';
import type { RoadmapSetting } from '../contracts/wire.ts';
import { useQuery, type Query } from '../data/use-query.ts';

export function useNavigationLinks(): Query<RoadmapSetting[]> {
  const version = useAuthSession((session) => session.navlinksVersion);
  return useQuery(['navigationLinks', version], async (signal) => {
    const response = await api.list<RoadmapSetting>('roadmapSettings', { limit: NO_LIMIT, offset: NO_LIMIT, type: 'navlink' }, { signal });
    return Array.isArray(response.data) ? response.data : [];
  });
}
