// The query of GET /aiTools for the search page (SPEC §7): limit grows by the page size, offset stays 0,
// several values of one filter are joined with '+'; an empty filter is left out.
import type { SearchFilters } from './filter-context.tsx';

export interface ToolQuery {
  limit: number;
  offset: number;
  eventprocess?: string;
  origin?: string;
  id?: string;
}

function joined(values: string[]): string | undefined {
  return values.length > 0 ? values.join('+') : undefined;
}

export function toolQuery(filters: SearchFilters, limit: number): ToolQuery {
  return {
    limit,
    offset: 0,
    eventprocess: joined(filters.eventprocess),
    origin: joined(filters.origin),
    id: joined(filters.keywords),
  };
}
