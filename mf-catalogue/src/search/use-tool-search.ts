// Loads the tools of the search page page by page (SPEC §9). A new filter map, even an equal one after 'Zoek',
// starts again at the first page. A failed load sets the count to 0 and ends 'load more' (SPEC §8).
import { useState } from 'react';
import { api, TOOL_PAGE_SIZE, usePagedList, type AiTool, type LoadStatus } from 'shared';
import type { SearchFilters } from './filter-context.tsx';
import { toolQuery } from './tool-query.ts';

export interface ToolSearch {
  tools: AiTool[];
  count: number;
  status: LoadStatus;
  error: unknown;
  hasMore: boolean;
  loadMore(): void;
}

export function useToolSearch(filters: SearchFilters): ToolSearch {
  // Each search the visitor starts counts, also when it repeats the last one.
  const [search, setSearch] = useState({ filters, number: 0 });
  if (search.filters !== filters) setSearch({ filters, number: search.number + 1 });
  const list = usePagedList<AiTool>(
    ['tools', filters, search.number],
    (limit, signal) => api.list<AiTool>('aiTools', { ...toolQuery(filters, limit) }, { signal }),
    TOOL_PAGE_SIZE,
  );
  const failed = list.status === 'failed';
  return {
    tools: failed ? [] : list.items,
    count: failed ? 0 : list.count,
    status: list.status,
    error: list.error,
    hasMore: list.hasMore,
    loadMore: list.loadMore,
  };
}
