// What one counted event adds to the totals per day: the one list of metrics the report, a provider's figures and
// the public page read back. Visitors are not here: a visitor counts once a day, which only the database can tell
// across instances (repository.ts).
export const METRIC = {
  visitors: 'visitors',
  views: 'views',
  page: 'page',
  toolView: 'tool_view',
  website: 'website',
  searches: 'searches',
  emptySearches: 'empty_searches',
  searchText: 'search',
  emptySearchText: 'search_empty',
  phase: 'phase',
  country: 'country',
  keyword: 'keyword',
  referrer: 'referrer',
  shown: 'shown',
  prediction: 'prediction',
} as const;
export type Metric = (typeof METRIC)[keyof typeof METRIC];

/** An event as it is stored: checked, normalised, on the site's day; the visitor key stays beside it, unstored. */
export interface CountedEvent {
  day: string;
  kind: 'view' | 'website' | 'search' | 'prediction';
  /** The page, as the route table names it ('/AI-tool/12'); null for other kinds. */
  path: string | null;
  toolId: number | null;
  /** The referring site's host, on a visitor's first page from elsewhere. */
  referrer: string | null;
  search: {
    /** Normalised; null when empty or when it looked like a person's address or number. */
    text: string | null;
    phases: string[];
    countries: string[];
    keywordIds: number[];
    results: number;
    shownToolIds: number[];
  } | null;
}

export interface Increment {
  metric: Metric;
  day: string;
  key: string;
  count: number;
}

/** The events' increments, one per metric, day and key, sorted (so concurrent upserts lock rows in one order). */
export function tally(events: readonly CountedEvent[]): Increment[] {
  const counts = new Map<string, Increment>();
  const add = (metric: Metric, day: string, key: string | number) => {
    const id = `${metric}\u0000${day}\u0000${key}`;
    const existing = counts.get(id);
    if (existing) existing.count += 1;
    else counts.set(id, { metric, day, key: String(key), count: 1 });
  };
  for (const event of events) {
    const { day } = event;
    if (event.kind === 'view') {
      add(METRIC.views, day, '');
      if (event.path !== null) add(METRIC.page, day, event.path);
      if (event.toolId !== null) add(METRIC.toolView, day, event.toolId);
      if (event.referrer !== null) add(METRIC.referrer, day, event.referrer);
    } else if (event.kind === 'website' && event.toolId !== null) {
      add(METRIC.website, day, event.toolId);
    } else if (event.kind === 'prediction') {
      add(METRIC.prediction, day, '');
    } else if (event.kind === 'search' && event.search !== null) {
      const search = event.search;
      for (const id of search.shownToolIds) add(METRIC.shown, day, id);
      // The list as it opens, without anything asked, is not a search.
      const asked = search.text !== null || search.phases.length + search.countries.length + search.keywordIds.length > 0;
      if (!asked) continue;
      add(METRIC.searches, day, '');
      if (search.results === 0) add(METRIC.emptySearches, day, '');
      if (search.text !== null) {
        add(METRIC.searchText, day, search.text);
        if (search.results === 0) add(METRIC.emptySearchText, day, search.text);
      }
      for (const phase of search.phases) add(METRIC.phase, day, phase);
      for (const country of search.countries) add(METRIC.country, day, country);
      for (const id of search.keywordIds) add(METRIC.keyword, day, id);
    }
  }
  return [...counts.values()].sort((a, b) => a.metric.localeCompare(b.metric) || a.day.localeCompare(b.day) || a.key.localeCompare(b.key));
}
