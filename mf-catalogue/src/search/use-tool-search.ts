// Loads the tools of the search page page by page (SPEC §9). Every search the visitor starts (searchKey), even one
// equal to the last after 'Zoek', starts again at the first page. A failed load sets the count to 0 and ends
// 'load more' (SPEC §8).
import { api, TOOL_PAGE_SIZE, useListMemory, usePagedList, type AiTool, type LoadStatus } from 'shared';
import type { ToolSearchState } from './search-address.ts';
import { toolQuery } from './tool-query.ts';

export interface ToolSearch {
  tools: AiTool[];
  count: number;
  status: LoadStatus;
  error: unknown;
  hasMore: boolean;
  loadMore(): void;
}

export function useToolSearch(search: ToolSearchState, searchKey: string): ToolSearch {
  const list = usePagedList<AiTool>(
    ['tools', search, searchKey],
    (limit, signal) => api.list<AiTool>('aiTools', { ...toolQuery(search, limit) }, { signal }),
    TOOL_PAGE_SIZE,
    useListMemory('tools'),
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
