// What the admins wrote for the about page, the footer and the privacy statement (GET /siteContent).
// Loaded again when a screen calls the session's refreshNavlinks() (the settings screen changed the site's
// settings). Until it is in, or when it cannot be loaded, every part is empty: the site shows only what it knows,
// never a stand-in.
import { api, EMPTY_SITE_CONTENT, useQuery, type Query, type SiteContent } from 'shared';
import { useAuthSession } from 'shared-core';

/** The query itself, for a page that must tell "nothing written yet" from "not loaded (yet)". */
export function useSiteContentQuery(): Query<SiteContent> {
  const version = useAuthSession((session) => session.navlinksVersion);
  return useQuery(['siteContent', version], (signal) => api.get<SiteContent>('siteContent', undefined, { signal }));
}

export function useSiteContent(): SiteContent {
  const content = useSiteContentQuery();
  return content.status === 'failed' ? EMPTY_SITE_CONTENT : (content.data ?? EMPTY_SITE_CONTENT);
}
