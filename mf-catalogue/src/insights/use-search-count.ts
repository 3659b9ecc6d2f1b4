// Counts a search once its result has settled on the screen: the first page of a combination of text and filters
// has arrived and the combination then stays for SEARCH_SETTLE_MS, so typing 'heygen' counts one search, not
// 'h', 'he', … . One event per settled combination: 'Laad meer', another sort or a re-render add none.
import { useEffect, useRef, useState } from 'react';
import { countEvent, INSIGHT_SHOWN_MAX, type EventProcess } from 'shared';
import type { ToolSearchState } from '../search/search-address.ts';
import type { ToolSearch } from '../search/use-tool-search.ts';

export const SEARCH_SETTLE_MS = 1500;

/** What was asked, in a fixed order: the same filters chosen in another order are the same search. */
function combinationOf(search: ToolSearchState): string {
  return JSON.stringify([search.text.trim(), [...search.eventprocess].sort(), [...search.origin].sort(), [...search.keywords].sort()]);
}

export function useSearchCount(search: ToolSearchState, list: ToolSearch): void {
  const combination = combinationOf(search);
  // The combination whose first page is on the screen; 'load more' later does not make it arrive again.
  const [arrived, setArrived] = useState<string | null>(null);
  if (list.status === 'loaded' && arrived !== combination) setArrived(combination);
  const settled = arrived === combination;

  // The timer reads what is on the screen when it fires, not what was there when it started.
  const latest = useRef({ search, list });
  useEffect(() => {
    latest.current = { search, list };
  });
  const counted = useRef<string | null>(null);

  useEffect(() => {
    if (!settled || counted.current === combination) return;
    const timer = setTimeout(() => {
      counted.current = combination;
      const { search, list } = latest.current;
      // A failed 'Laad meer' empties the list: its 0 would read as a search that found nothing.
      if (list.status === 'failed') return;
      countEvent({
        kind: 'search',
        text: search.text.trim(),
        // the address keeps only known phases (search-address.ts)
        phases: search.eventprocess as EventProcess[],
        countries: search.origin,
        keywordIds: search.keywords.map(Number),
        results: list.count,
        shownToolIds: list.tools.slice(0, INSIGHT_SHOWN_MAX).map((tool) => tool.id),
      });
    }, SEARCH_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [combination, settled]);
}
