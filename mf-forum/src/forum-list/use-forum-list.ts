// Loads the forum questions: the first FORUM_PAGE_SIZE, then 9 more per 'load more' by growing the limit
// (offset stays 0, SPEC §9). A new search starts again at the first page. Only the answer to the newest
// request is ever shown: the previous request is aborted and its late answer ignored.
import { useEffect, useState } from 'react';
import { api, FORUM_PAGE_SIZE, type ForumIssue } from 'shared';

export type ForumListStatus = 'loading' | 'loaded' | 'failed';

export interface ForumList {
  issues: ForumIssue[];
  count: number;
  status: ForumListStatus;
  error: unknown;
  /** The search term the shown questions belong to ('' = no search). */
  filter: string;
  hasMore: boolean;
  loadMore(): void;
  retry(): void;
}

export function useForumList(filter: string): ForumList {
  const [searched, setSearched] = useState(filter);
  const [limit, setLimit] = useState(FORUM_PAGE_SIZE);
  const [attempt, setAttempt] = useState(0);
  const [issues, setIssues] = useState<ForumIssue[]>([]);
  const [count, setCount] = useState(0);
  const [shownFilter, setShownFilter] = useState(filter);
  const [status, setStatus] = useState<ForumListStatus>('loading');
  const [error, setError] = useState<unknown>(null);

  // A new search term starts again at the first page.
  if (searched !== filter) {
    setSearched(filter);
    setLimit(FORUM_PAGE_SIZE);
  }

  useEffect(() => {
    const controller = new AbortController();
    setStatus('loading');
    api
      .list<ForumIssue>(
        'issues/data',
        { limit, offset: 0, filter: searched === '' ? undefined : searched },
        { signal: controller.signal },
      )
      .then((page) => {
        if (controller.signal.aborted) return;
        setIssues(page.data);
        setCount(page.count);
        setShownFilter(searched);
        setError(null);
        setStatus('loaded');
      })
      .catch((reason: unknown) => {
        if (controller.signal.aborted) return;
        setError(reason);
        setStatus('failed');
      });
    return () => controller.abort();
  }, [searched, limit, attempt]);

  return {
    issues,
    count,
    status,
    error,
    filter: shownFilter,
    hasMore: issues.length < count,
    loadMore: () => setLimit((current) => current + FORUM_PAGE_SIZE),
    retry: () => setAttempt((current) => current + 1),
  };
}
