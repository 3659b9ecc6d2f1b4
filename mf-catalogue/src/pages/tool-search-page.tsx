// Route '/': the roadmap home (SPEC §2 "Tool search page"). Router-less: the shell's router renders it.
import { Button, describeApiError, ErrorBox, Grid, ListFooter, ListHeader, PageContainer, PageIntro, PageTitle, Spinner } from 'shared';
import { messages } from '../messages.ts';
import { EventStructureDiagram } from '../search/event-structure-diagram.tsx';
import { FilterProvider, useSearchFilters } from '../search/filter-context.tsx';
import { SearchFilterBox } from '../search/search-filters.tsx';
import { useToolSearch } from '../search/use-tool-search.ts';
import { ToolCard } from '../tool-card/tool-card.tsx';

const text = messages.catalogue.search;

function ToolResults() {
  const { filters } = useSearchFilters();
  const { tools, count, status, error, hasMore, loadMore } = useToolSearch(filters);
  const loading = status === 'loading';

  return (
    <section aria-labelledby="catalogue-results-title" aria-busy={loading}>
      <ListHeader>
        <h2 id="catalogue-results-title">{text.resultsTitle}</h2>
        {/* the live region is there from the start; it speaks once the first answer is in */}
        <p role="status">{loading && tools.length === 0 ? '' : text.count(count)}</p>
      </ListHeader>
      {status === 'failed' && <ErrorBox>{describeApiError(error)}</ErrorBox>}
      {status === 'loaded' && count === 0 && <p>{text.empty}</p>}
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
        <Button $variant="secondary" disabled={loading || !hasMore} onClick={loadMore}>
          {status === 'loaded' && !hasMore ? text.noMore : text.loadMore}
        </Button>
      </ListFooter>
    </section>
  );
}

export default function ToolSearchPage() {
  return (
    <FilterProvider>
      <PageContainer>
        <PageTitle>{text.title}</PageTitle>
        <PageIntro>{text.intro}</PageIntro>
        <EventStructureDiagram />
        <SearchFilterBox />
        <ToolResults />
      </PageContainer>
    </FilterProvider>
  );
}

