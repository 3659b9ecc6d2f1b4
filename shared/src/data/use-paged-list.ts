// A list read page by page the SPEC §9 way: the first `pageSize` items, then `pageSize` more per 'load more' by
// growing the limit (the offset stays 0). A new key starts again at the first page.
import { useState } from 'react';
import type { ListResponse } from '../contracts/wire.ts';
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

export function usePagedList<T, P extends ListResponse<T> = ListResponse<T>>(
  key: QueryKey,
  loadPage: (limit: number, signal: AbortSignal) => Promise<P>,
  pageSize: number,
): PagedList<T, P> {
  const id = JSON.stringify(key);
  const [paging, setPaging] = useState({ id, limit: pageSize });
  if (paging.id !== id) setPaging({ id, limit: pageSize });
  const limit = paging.id === id ? paging.limit : pageSize;
  const query = useQuery<P>([...key, limit], (signal) => loadPage(limit, signal));
  const items = query.data?.data ?? [];
  const count = query.data?.count ?? 0;
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
