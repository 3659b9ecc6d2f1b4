// A list read page by page the SPEC §9 way: the first `pageSize` items, then `pageSize` more per 'load more' by
// growing the limit (the offset stays 0). A new key starts again at the first page. With a ListMemory
// (use-list-memory.ts) the list starts at the limit it had on this history entry, so Back loses nothing.
import { useEffect, useState } from 'react';
import type { ListResponse } from '../contracts/wire.ts';
import type { ListMemory } from './use-list-memory.ts';
import { queryId, usePageData, useQuery, type LoadStatus, type QueryKey } from './use-query.ts';

export interface PagedList<T, P extends ListResponse<T>> {
  items: T[];
  /** All that match, not the page size. */
  count: number;
  /** The last page loaded, with whatever the loader added to it. */
  page: P | undefined;
  status: LoadStatus;
  error: unknown;
  hasMore: boolean;
  loadMore(): void;
  refetch(): void;
}

/** A saved limit is rounded to whole pages: the list grows by pages from there. */
function startLimit(pageSize: number, memory: ListMemory | undefined): number {
  const saved = memory?.savedLimit ?? null;
  return saved === null ? pageSize : Math.max(pageSize, Math.ceil(saved / pageSize) * pageSize);
}

export function usePagedList<T, P extends ListResponse<T> = ListResponse<T>>(
  key: QueryKey,
  loadPage: (limit: number, signal: AbortSignal) => Promise<P>,
  pageSize: number,
  memory?: ListMemory,
): PagedList<T, P> {
  const id = queryId(key);
  const pageData = usePageData();
  const [paging, setPaging] = useState(() => {
    // A page the server rendered shows the first page: the browser hydrates with that, then grows the list to where
    // the visitor was (a reload after 'load more'), which the server cannot know.
    const hydrating = pageData?.side === 'browser' && pageData.take(queryId([...key, pageSize])) !== undefined;
    const remembered = startLimit(pageSize, memory);
    return { id, limit: hydrating ? pageSize : remembered, restore: hydrating && remembered > pageSize ? remembered : null };
  });
  if (paging.id !== id) setPaging({ id, limit: pageSize, restore: null });
  const limit = paging.id === id ? paging.limit : pageSize;
  const restore = paging.id === id ? paging.restore : null;
  useEffect(() => {
    if (restore !== null) setPaging((current) => ({ ...current, limit: restore, restore: null }));
  }, [restore]);
  const query = useQuery<P>([...key, limit], (signal) => loadPage(limit, signal));
  const items = query.data?.data ?? [];
  const count = query.data?.count ?? 0;

  const saveLimit = memory?.saveLimit;
  const listShown = memory?.listShown;
  useEffect(() => saveLimit?.(limit), [saveLimit, limit]);
  // Not before the list has grown back to where the visitor was: the saved scroll position is further down.
  const shown = query.status !== 'loading' && restore === null;
  useEffect(() => {
    if (shown) listShown?.();
  }, [shown, listShown]);

  return {
    items,
    count,
    page: query.data,
    status: query.status,
    error: query.error,
    hasMore: query.status !== 'failed' && items.length < count,
    loadMore: () => setPaging((current) => ({ ...current, limit: current.limit + pageSize, restore: null })),
    refetch: query.refetch,
  };
}
