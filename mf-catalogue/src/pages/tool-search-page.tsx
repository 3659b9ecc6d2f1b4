// Route '/': the roadmap home (SPEC §2 "Tool search page"). Router-less: the shell's router renders it. The search
// lives in the address (search/search-address.ts), so it can be shared and reached with the back button.
import styled from 'styled-components';
import { Button, describeApiError, ErrorBox, Grid, ListFooter, ListHeader, PageContainer, PageIntro, PageTitle, requestIdOf, Spinner, theme, type EventProcess, visuallyHidden } from 'shared';
import { useSearchCount } from '../insights/use-search-count.ts';
import { messages } from '../messages.ts';
import { EventStructureDiagram } from '../search/event-structure-diagram.tsx';
import { emptySearch, isFiltered, useSearchAddress } from '../search/search-address.ts';
import { SearchFilterBox } from '../search/search-filters.tsx';
import { useToolSearch, type ToolSearch } from '../search/use-tool-search.ts';
import { ToolCard } from '../tool-card/tool-card.tsx';

const text = messages.catalogue.search;

function ToolResults({ list, onClear }: { list: ToolSearch; onClear: (() => void) | null }) {
  const { tools, count, status, error, hasMore, loadMore } = list;
  const loading = status === 'loading';
  // An empty result offers one way out, right under its message: no 'Filters wissen' above, no 'load more' below.
  const empty = status === 'loaded' && count === 0;
  const clear = onClear && (
    <Button $variant="secondary" onClick={onClear}>
      {text.clearFilters}
    </Button>
  );

  return (
    <section aria-labelledby="catalogue-results-title" aria-busy={loading}>
      <ResultsHeader>
        <h2 id="catalogue-results-title">{text.resultsTitle}</h2>
        <HeaderEnd>
          {/* the live region is there from the start; it speaks once the first answer is in */}
          <p role="status">{loading && tools.length === 0 ? '' : text.count(count)}</p>
          {!empty && clear}
        </HeaderEnd>
      </ResultsHeader>
      {status === 'failed' && <ErrorBox requestId={requestIdOf(error)}>{describeApiError(error)}</ErrorBox>}
      {empty && <p>{text.empty}</p>}
      {tools.length > 0 && (
        <Grid>
          {tools.map((tool) => (
            <li key={tool.id}>
              <ToolCard tool={tool} />
            </li>
          ))}
        </Grid>
      )}
      <ListFooter>
        {loading && <Spinner label={text.loading} />}
        {empty && clear}
        {!empty && (
          <Button $variant="secondary" disabled={loading || !hasMore} onClick={loadMore}>
            {status === 'loaded' && !hasMore ? text.noMore : text.loadMore}
          </Button>
        )}
      </ListFooter>
    </section>
  );
}

export default function ToolSearchPage() {
  const address = useSearchAddress();
  const { search, searchKey, go } = address;
  const list = useToolSearch(search, searchKey);
  useSearchCount(search, list);
  const togglePhase = (phase: EventProcess) =>
    go({
      ...search,
      eventprocess: search.eventprocess.includes(phase) ? search.eventprocess.filter((value) => value !== phase) : [...search.eventprocess, phase],
    });

  return (
    <Page>
      <Title>{text.title}</Title>
      <Intro>{text.intro}</Intro>
      <EventStructureDiagram selected={search.eventprocess} onToggle={togglePhase} />
      <SearchFilterBox address={address} matches={list.tools} />
      <ToolResults list={list} onClear={isFiltered(search) ? () => go(emptySearch) : null} />
    </Page>
  );
}

// The home's first screen holds the first cards: less room between the parts than elsewhere.
const Page = styled(PageContainer)`
  padding-top: ${theme.space(4)};
  @media (max-width: calc(${theme.breakpoint.tablet} - 1px)) {
    padding-top: ${theme.space(1.5)};
  }
`;

const Title = styled(PageTitle)`
  margin-bottom: ${theme.space(1)};
  @media (max-width: calc(${theme.breakpoint.tablet} - 1px)) {
    font-size: 1.25rem;
    line-height: 1.3;
  }
`;

// On a phone the phase tiles speak for themselves: the intro would push the first cards below the first screen.
const Intro = styled(PageIntro)`
  max-width: none;
  margin-bottom: ${theme.space(3)};
  @media (max-width: calc(${theme.breakpoint.tablet} - 1px)) {
    ${visuallyHidden}
  }
`;

const ResultsHeader = styled(ListHeader)`
  margin-bottom: ${theme.space(3)};
  @media (max-width: calc(${theme.breakpoint.tablet} - 1px)) {
    margin-bottom: ${theme.space(1.5)};
  }
`;

const HeaderEnd = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(3)};
`;
