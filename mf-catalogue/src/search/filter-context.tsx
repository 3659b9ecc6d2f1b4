// The search filters of the home page (SPEC §4 "Filter context"): a map of filters that can be read and
// replaced, area-local state of this remote (ARCHITECTURE §3). Nothing is persisted: the last map is kept
// in memory only, so coming back from a tool's detail page shows the same search until the page reloads.
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

export type FilterKey = 'eventprocess' | 'origin' | 'keywords';

/** Selected values per filter: phase values, two-letter country codes, keyword ids (as strings). */
export type SearchFilters = Record<FilterKey, string[]>;

export const emptyFilters: SearchFilters = { eventprocess: [], origin: [], keywords: [] };

interface FilterContextValue {
  filters: SearchFilters;
  replaceFilters(next: SearchFilters): void;
}

const FilterContext = createContext<FilterContextValue | null>(null);

let lastFilters: SearchFilters = emptyFilters;

export function FilterProvider({ children, initial }: { children: ReactNode; initial?: SearchFilters }) {
  const [filters, setFilters] = useState<SearchFilters>(() => initial ?? lastFilters);
  const replaceFilters = useCallback((next: SearchFilters) => {
    lastFilters = next;
    setFilters(next);
  }, []);
  const value = useMemo(() => ({ filters, replaceFilters }), [filters, replaceFilters]);
  return <FilterContext.Provider value={value}>{children}</FilterContext.Provider>;
}

export function useSearchFilters(): FilterContextValue {
  const value = useContext(FilterContext);
  if (!value) throw new Error('useSearchFilters needs a FilterProvider');
  return value;
}

/** Forgets the in-memory filters (tests start from an empty search). */
export function forgetSearchFilters(): void {
  lastFilters = emptyFilters;
}
