// Loads the tools of the search page: the first TOOL_PAGE_SIZE, then 9 more per 'load more' by growing the
// limit (offset stays 0, SPEC §9). A new filter map starts again at the first page. A failed load sets the
// count to 0 and ends 'load more' (SPEC §8).
import { useEffect, useState } from 'react';
import { api, TOOL_PAGE_SIZE, type AiTool } from 'shared';
import type { SearchFilters } from './filter-context.tsx';
import { toolQuery } from './tool-query.ts';

export type SearchStatus = 'loading' | 'loaded' | 'failed';

export interface ToolSearch {
  tools: AiTool[];
  count: number;
  status: SearchStatus;
  error: unknown;
  hasMore: boolean;
  loadMore(): void;
}

export function useToolSearch(filters: SearchFilters): ToolSearch {
  const [limit, setLimit] = useState(TOOL_PAGE_SIZE);
  const [searched, setSearched] = useState(filters);
  const [tools, setTools] = useState<AiTool[]>([]);
  const [count, setCount] = useState(0);
  const [status, setStatus] = useState<SearchStatus>('loading');
  const [error, setError] = useState<unknown>(null);

  // A new filter map (even an equal one after 'Zoek') starts again at the first page.
  if (searched !== filters) {
    setSearched(filters);
    setLimit(TOOL_PAGE_SIZE);
  }

  useEffect(() => {
    const controller = new AbortController();
    setStatus('loading');
    api
      .list<AiTool>('aiTools', { ...toolQuery(searched, limit) }, { signal: controller.signal })
      .then((page) => {
        setTools(page.data);
        setCount(page.count);
        setError(null);
        setStatus('loaded');
      })
      .catch((reason: unknown) => {
        if (controller.signal.aborted) return;
        setTools([]);
        setCount(0);
        setError(reason);
        setStatus('failed');
      });
    return () => controller.abort();
  }, [searched, limit]);

  return {
    tools,
    count,
    status,
    error,
    hasMore: status !== 'failed' && tools.length < count,
    loadMore: () => setLimit((current) => current + TOOL_PAGE_SIZE),
  };
}
