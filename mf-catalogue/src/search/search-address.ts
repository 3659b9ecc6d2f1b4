// The home page's search lives in the address (decision 0022): text, filters and sort can be shared, bookmarked and
// reached with the back button. The parameters are Dutch words, as a visitor reads them in a shared link:
// /?zoek=badges&fase=event,pre-event&land=BE&trefwoord=3&sorteer=nieuwste. What an address cannot mean (an unknown
// phase, a country that does not exist, a keyword id that is no number, an unknown sort) is left out, so a
// mistyped link still shows a search rather than an error.
import { useCallback, useMemo } from 'react';
import { COUNTRY_CODES, EVENT_PHASES, TOOL_SEARCH_MAX, type ToolSort } from 'shared';
import { useLocation, useNavigate } from 'shared-core';

export type FilterKey = 'eventprocess' | 'origin' | 'keywords';

export interface ToolSearchState {
  text: string;
  /** Phase values, two-letter country codes, keyword ids (as strings). */
  eventprocess: string[];
  origin: string[];
  keywords: string[];
  /** null: the default order (relevance with a text, the name without). */
  sort: ToolSort | null;
}

export const emptySearch: ToolSearchState = { text: '', eventprocess: [], origin: [], keywords: [], sort: null };

const PARAM: Record<keyof ToolSearchState, string> = { text: 'zoek', eventprocess: 'fase', origin: 'land', keywords: 'trefwoord', sort: 'sorteer' };
const SORT_WORD: Record<ToolSort, string> = { relevance: 'relevantie', name: 'naam', newest: 'nieuwste', rating: 'score' };

const phases = new Set<string>(EVENT_PHASES.map((phase) => phase.value));
const countries = new Set(COUNTRY_CODES);
const valid: Record<FilterKey, (value: string) => boolean> = {
  eventprocess: (value) => phases.has(value),
  origin: (value) => countries.has(value),
  keywords: (value) => /^[1-9][0-9]{0,8}$/.test(value),
};

function searchOfAddress(query: string): ToolSearchState {
  const params = new URLSearchParams(query);
  const values = (key: FilterKey) => [
    ...new Set((params.get(PARAM[key]) ?? '').split(',').map((value) => (key === 'origin' ? value.trim().toUpperCase() : value.trim())).filter(valid[key])),
  ];
  const sortWord = params.get(PARAM.sort);
  const sort = (Object.keys(SORT_WORD) as ToolSort[]).find((key) => SORT_WORD[key] === sortWord) ?? null;
  return {
    text: (params.get(PARAM.text) ?? '').slice(0, TOOL_SEARCH_MAX),
    eventprocess: values('eventprocess'),
    origin: values('origin'),
    keywords: values('keywords'),
    sort,
  };
}

/** The query string of a search ('' for the empty one), parameters in a fixed order. */
function addressOfSearch(search: ToolSearchState): string {
  const params = new URLSearchParams();
  if (search.text.trim() !== '') params.set(PARAM.text, search.text);
  for (const key of ['eventprocess', 'origin', 'keywords'] as const) {
    if (search[key].length > 0) params.set(PARAM[key], search[key].join(','));
  }
  if (search.sort !== null) params.set(PARAM.sort, SORT_WORD[search.sort]);
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}

/** Whether anything narrows or orders the list ('Filters wissen' is offered then). */
export function isFiltered(search: ToolSearchState): boolean {
  return addressOfSearch(search) !== '';
}

export interface SearchAddress {
  search: ToolSearchState;
  /** Changes with every search the visitor starts, also one that repeats the last (SPEC §9: back to page one). */
  searchKey: string;
  /** A new history entry, or the current one replaced (typing on in the search box). */
  go(next: ToolSearchState, options?: { replace?: boolean }): void;
}

// The history entry the page was loaded with, whose key the router reads from the browser's history (a reload keeps
// it): it counts as 'default', the key the site's server renders with, so the tool list hydrates with the server's
// answer. Every later entry has a key of its own.
const documentEntryKey = typeof window === 'undefined' ? 'default' : ((window.history.state as { key?: string } | null)?.key ?? 'default');

export function useSearchAddress(): SearchAddress {
  const location = useLocation();
  const navigate = useNavigate();
  const search = useMemo(() => searchOfAddress(location.search), [location.search]);
  const go = useCallback(
    (next: ToolSearchState, options: { replace?: boolean } = {}) => {
      const query = addressOfSearch(next);
      // The same search again starts again without a second history entry.
      const replace = options.replace === true || query === location.search;
      navigate({ pathname: location.pathname, search: query }, { replace, preventScrollReset: true });
    },
    [location.pathname, location.search, navigate],
  );
  return { search, searchKey: location.key === documentEntryKey ? 'default' : location.key, go };
}
