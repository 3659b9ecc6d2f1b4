// The navbar's dynamic links, through the kit's one query of them (the admin's settings screen reads the same).
// SPEC §2: if loading fails the list is empty; they load again when a screen calls the session's refreshNavlinks().
import { useNavigationLinks, type RoadmapSetting } from 'shared';

export function useNavbarLinks(): RoadmapSetting[] {
  const links = useNavigationLinks();
  return links.status === 'failed' ? [] : (links.data ?? []);
}
