// The dynamic navbar links (roadmap settings of type navlink). SPEC §2: if loading fails the list is empty.
import { useEffect, useState } from 'react';
import { api, NO_LIMIT, type RoadmapSetting } from 'shared';

export function useNavlinks(): RoadmapSetting[] {
  const [links, setLinks] = useState<RoadmapSetting[]>([]);
  useEffect(() => {
    let current = true;
    api
      .list<RoadmapSetting>('roadmapSettings', { limit: NO_LIMIT, offset: NO_LIMIT, type: 'navlink' })
      .then((response) => {
        if (current) setLinks(Array.isArray(response.data) ? response.data : []);
      })
      .catch(() => {
        if (current) setLinks([]);
      });
    return () => {
      current = false;
    };
  }, []);
  return links;
}

/** SPEC §2: a url starting with www gets http:// prepended. */
export function externalUrl(url: string): string {
  return /^www\./i.test(url.trim()) ? `http://${url.trim()}` : url.trim();
}
