// The counts behind the account page's red badges (SPEC §2). Only the admin's unapproved tools can be counted
// today: GET /providers lists approved providers only and GET /aiTools/provider/{id} approved tools only, so
// pending provider submissions, a provider's rejected tools and a rejected upgrade request are not visible
// to the front end yet. A failing count only loses its badge: the page never waits for or fails on one.
import { useEffect, useState } from 'react';
import { api, type AiTool } from 'shared';
import type { BadgeKind } from './task-cards.ts';

export type BadgeCounts = Partial<Record<BadgeKind, number>>;

export function useBadgeCounts(isAdmin: boolean): BadgeCounts {
  const [counts, setCounts] = useState<BadgeCounts>({});
  useEffect(() => {
    if (!isAdmin) return;
    const controller = new AbortController();
    api
      .list<AiTool>('aiTools/approved', { approved: false }, { signal: controller.signal })
      .then((page) => {
        if (!controller.signal.aborted) setCounts((current) => ({ ...current, unapprovedTools: page.count }));
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [isAdmin]);
  return counts;
}
