// The counts behind the account page's red badges (SPEC §2). Only the admin's unapproved tools can be counted
// today: GET /providers lists approved providers only and GET /aiTools/provider/{id} approved tools only, so
// pending provider submissions, a provider's rejected tools and a rejected upgrade request are not visible
// to the front end yet. A failing count only loses its badge: the page never waits for or fails on one. The admin's
// open reports of improper content (not in SPEC §2) have a badge too.
import { api, useQuery, type AiTool, type OpenReport } from 'shared';
import type { BadgeKind } from './task-cards.ts';

export type BadgeCounts = Partial<Record<BadgeKind, number>>;

export function useBadgeCounts(isAdmin: boolean): BadgeCounts {
  const unapproved = useQuery(isAdmin ? ['unapprovedTools'] : null, async (signal) => {
    return (await api.list<AiTool>('aiTools/approved', { approved: false }, { signal })).count;
  });
  // The open reports of improper content: the list's count, without its items.
  const reports = useQuery(isAdmin ? ['openReports'] : null, async (signal) => {
    return (await api.list<OpenReport>('reports', { limit: 1 }, { signal })).count;
  });
  return {
    ...(unapproved.status === 'loaded' ? { unapprovedTools: unapproved.data } : {}),
    ...(reports.status === 'loaded' ? { openReports: reports.data } : {}),
  };
}
