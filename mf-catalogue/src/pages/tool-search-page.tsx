// Route '/': the roadmap home (SPEC §2 "Tool search page"). Router-less: the shell's router renders it.
import styled from 'styled-components';
import { Button, ErrorBox, Grid, PageContainer, PageTitle, Spinner, describeApiError, messages, theme } from 'shared';
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
      <ResultsHeader>
        <h2 id="catalogue-results-title">{text.resultsTitle}</h2>
        {/* the live region is there from the start; it speaks once the first answer is in */}
        <p role="status">{loading && tools.length === 0 ? '' : text.count(count)}</p>
      </ResultsHeader>
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
      <More>
        {loading && <Spinner label={text.loading} />}
        <Button $variant="secondary" disabled={loading || !hasMore} onClick={loadMore}>
          {status === 'loaded' && !hasMore ? text.noMore : text.loadMore}
        </Button>
      </More>
    </section>
  );
}

export default function ToolSearchPage() {
  return (
    <FilterProvider>
      <PageContainer>
        <PageTitle>{text.title}</PageTitle>
        <Intro>{text.intro}</Intro>
        <EventStructureDiagram />
        <SearchFilterBox />
        <ToolResults />
      </PageContainer>
    </FilterProvider>
  );
}

const Intro = styled.p`
  max-width: 70ch;
  margin: 0 0 ${theme.space(4)};
`;

const ResultsHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.space(2)};
  margin-bottom: ${theme.space(4)};
  h2 {
    margin: 0;
    font-size: ${theme.font.size.large};
  }
  p {
    margin: 0;
    color: ${theme.colour.muted};
    font-weight: 600;
  }
`;

const More = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space(3)};
  margin-top: ${theme.space(6)};
`;
