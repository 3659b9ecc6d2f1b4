// Loads the forum questions page by page (SPEC §9). A new search starts again at the first page; only the
// answer to the newest request is ever shown.
import { api, FORUM_PAGE_SIZE, useListMemory, usePagedList, type ForumIssue, type ListResponse, type LoadStatus } from 'shared';

export interface ForumList {
  issues: ForumIssue[];
  count: number;
  status: LoadStatus;
  error: unknown;
  /** The search term the shown questions belong to ('' = no search). */
  filter: string;
  hasMore: boolean;
  loadMore(): void;
  retry(): void;
}

type ForumPage = ListResponse<ForumIssue> & { filter: string };

export function useForumList(filter: string): ForumList {
  const list = usePagedList<ForumIssue, ForumPage>(
    ['forumIssues', filter],
    async (limit, signal) => ({
      ...(await api.list<ForumIssue>('issues/data', { limit, offset: 0, filter: filter === '' ? undefined : filter }, { signal })),
      filter,
    }),
    FORUM_PAGE_SIZE,
    useListMemory('forumIssues'),
  );
  return {
    issues: list.items,
    count: list.count,
    status: list.status,
    error: list.error,
    filter: list.page?.filter ?? filter,
    hasMore: list.hasMore,
    loadMore: list.loadMore,
    retry: list.refetch,
  };
}
