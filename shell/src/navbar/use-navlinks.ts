// The dynamic navbar links (roadmap settings of type navlink). SPEC §2: if loading fails the list is empty.
// They load again when a screen calls the session's refreshNavlinks() (the settings screen, after a change).
import { api, NO_LIMIT, useQuery, webUrlHref, type RoadmapSetting } from 'shared';
import { useAuthSession } from 'shared-core';

export function useNavlinks(): RoadmapSetting[] {
  const version = useAuthSession((session) => session.navlinksVersion);
  const navlinks = useQuery(['navlinks', version], async (signal) => {
    const response = await api.list<RoadmapSetting>('roadmapSettings', { limit: NO_LIMIT, offset: NO_LIMIT, type: 'navlink' }, { signal });
    return Array.isArray(response.data) ? response.data : [];
  });
  return navlinks.status === 'failed' ? [] : (navlinks.data ?? []);
}

/** SPEC §2: a url starting with www gets http:// prepended (the kit's rule, shared with the settings screen). */
export const externalUrl = webUrlHref;
