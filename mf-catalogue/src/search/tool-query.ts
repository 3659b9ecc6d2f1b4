// The query of GET /aiTools for the search page (SPEC §7): limit grows by the page size, offset stays 0,
// several values of one filter are joined with '+'; an empty filter is left out. q and sort: decision 0022.
import type { ToolSort } from 'shared';
import type { ToolSearchState } from './search-address.ts';

export interface ToolQuery {
  limit: number;
  offset: number;
  eventprocess?: string;
  origin?: string;
  id?: string;
  q?: string;
  sort?: ToolSort;
}

function joined(values: string[]): string | undefined {
  return values.length > 0 ? values.join('+') : undefined;
}

export function toolQuery(search: ToolSearchState, limit: number): ToolQuery {
  const text = search.text.trim();
  return {
    limit,
    offset: 0,
    eventprocess: joined(search.eventprocess),
    origin: joined(search.origin),
    id: joined(search.keywords),
    q: text === '' ? undefined : text,
    sort: search.sort ?? undefined,
  };
}
