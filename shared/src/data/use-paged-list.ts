// A list read page by page the SPEC §9 way: the first `pageSize` items, then `pageSize` more per 'load more' by
// growing the limit (the offset stays 0). A new key starts again at the first page. With a ListMemory
// (use-list-memory.ts) the list starts at the limit it had on this history entry, so Back loses nothing.
import { useEffect, useState } from 'react';
import type { ListResponse } from '../contracts/wire.ts';
import type { ListMemory } from './use-list-memory.ts';
import { useQuery, type LoadStatus, type QueryKey } from './use-query.ts';

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
  const id = JSON.stringify(key);
  const [paging, setPaging] = useState(() => ({ id, limit: startLimit(pageSize, memory) }));
  if (paging.id !== id) setPaging({ id, limit: pageSize });
  const limit = paging.id === id ? paging.limit : pageSize;
  const query = useQuery<P>([...key, limit], (signal) => loadPage(limit, signal));
  const items = query.data?.data ?? [];
  const count = query.data?.count ?? 0;

  const saveLimit = memory?.saveLimit;
  const listShown = memory?.listShown;
  useEffect(() => saveLimit?.(limit), [saveLimit, limit]);
  const shown = query.status !== 'loading';
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
    loadMore: () => setPaging((current) => ({ ...current, limit: current.limit + pageSize })),
    refetch: query.refetch,
  };
}
