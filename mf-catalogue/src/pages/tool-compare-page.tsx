// Route '/vergelijk': two to four tools side by side (phase, kind, price, complexity, ROI, origin, rating,
// keywords, provider). The address holds the choice (?tools=12,4,31), so a comparison can be shared and bookmarked;
// a tool taken out changes the address. A tool that is not there (any more) is left out and named.
import { useMemo } from 'react';
import styled from 'styled-components';
import {
  api,
  BackButton,
  ButtonRouterLink,
  Button,
  capitalize,
  COMPARE_MIN,
  compareAddress,
  comparedIds,
  countryName,
  describeApiError,
  ErrorBox,
  isMissingResource,
  PageContainer,
  PageIntro,
  PageTitle,
  requestIdOf,
  Spinner,
  theme,
  useQuery,
  type AiTool,
} from 'shared';
import { Link, useLocation, useNavigate } from 'shared-core';
import { messages } from '../messages.ts';

const text = messages.catalogue.compare;

type Compared = { tools: AiTool[]; missing: string[] };

function useComparedTools(ids: string[]) {
  return useQuery<Compared>(['compare', ids], async (signal) => {
    const answers = await Promise.all(
      ids.map((id) =>
        api.get<AiTool>(`aiTools/${id}`, undefined, { signal }).then(
          (tool) => tool,
          (error: unknown) => {
            if (isMissingResource(error)) return null;
            throw error;
          },
        ),
      ),
    );
    return { tools: answers.filter((tool): tool is AiTool => tool !== null && tool.approved), missing: ids.filter((_, index) => answers[index] === null) };
  });
}

function ratingOf(tool: AiTool): string {
  return tool.averageRating === null ? text.noRating : text.rating(tool.averageRating.toLocaleString('nl-BE', { maximumFractionDigits: 1 }), tool.reviewCount);
}

const rows: Array<[string, (tool: AiTool) => string]> = [
  [text.rows.phase, (tool) => capitalize(tool.eventprocess)],
  [text.rows.kind, (tool) => tool.kind],
  [text.rows.price, (tool) => tool.price],
  [text.rows.complexity, (tool) => tool.complexity],
  [text.rows.roi, (tool) => tool.roi],
  [text.rows.origin, (tool) => countryName(tool.origin)],
  [text.rows.rating, ratingOf],
  [text.rows.keywords, (tool) => tool.keywords.map(capitalize).join(', ') || '–'],
  [text.rows.provider, (tool) => tool.providerName],
];

export default function ToolComparePage() {
  const location = useLocation();
  const navigate = useNavigate();
  const ids = useMemo(() => comparedIds(location.search), [location.search]);
  const compared = useComparedTools(ids);
  const without = (id: number) => navigate(compareAddress(ids.filter((value) => value !== String(id))));

  let content;
  if (ids.length < COMPARE_MIN) {
    content = <TooFew />;
  } else if (compared.status === 'failed') {
    content = <ErrorBox requestId={requestIdOf(compared.error)}>{describeApiError(compared.error)}</ErrorBox>;
  } else if (compared.data === undefined) {
    content = <Spinner label={text.loading} />;
  } else {
    const { tools, missing } = compared.data;
    content = (
      <>
        {missing.length > 0 && <p role="status">{text.missing(missing.join(', '))}</p>}
        {tools.length < COMPARE_MIN ? (
          <TooFew />
        ) : (
          <>
            <ScrollHint id="compare-scroll-hint">{text.scrollHint}</ScrollHint>
            <Scroll tabIndex={0} role="region" aria-label={text.caption} aria-describedby="compare-scroll-hint">
              <Table>
                <caption>{text.caption}</caption>
                <thead>
                  <tr>
                    <th scope="col">{text.property}</th>
                    {tools.map((tool) => (
                      <th scope="col" key={tool.id}>
                        <Link to={`/AI-tool/${tool.id}`}>{tool.name}</Link>
                        <RemoveButton $variant="secondary" aria-label={text.remove(tool.name)} title={text.remove(tool.name)} onClick={() => without(tool.id)}>
                          ×
                        </RemoveButton>
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map(([label, value]) => (
                    <tr key={label}>
                      <th scope="row">{label}</th>
                      {tools.map((tool) => (
                        <td key={tool.id}>{value(tool)}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </Table>
            </Scroll>
          </>
        )}
      </>
    );
  }

  return (
    <PageContainer>
      <Back>
        <BackButton />
      </Back>
      <PageTitle>{text.title}</PageTitle>
      <PageIntro>{text.intro}</PageIntro>
      {content}
    </PageContainer>
  );
}

function TooFew() {
  return (
    <>
      <p>{text.tooFew}</p>
      <ButtonRouterLink to="/account" $variant="secondary">
        {text.toAccount}
      </ButtonRouterLink>
    </>
  );
}

const Back = styled.div`
  margin-bottom: ${theme.space(4)};
`;

/**
 * A wide table scrolls sideways on a phone instead of the page: focusable and named so a keyboard can scroll it,
 * with a hint above it while it is wider than the screen. The property column stays in view while it scrolls.
 */
const Scroll = styled.div`
  overflow-x: auto;
  tbody th,
  thead th:first-child {
    position: sticky;
    left: 0;
    z-index: 1;
    background: ${theme.colour.surface};
  }
  @media (max-width: calc(${theme.breakpoint.tablet} - 1px)) {
    th,
    td {
      /* Two tools' worth of the first one in view tells there is more to the right. */
      min-width: 8rem;
    }
    tbody th,
    thead th:first-child {
      /* wide enough for the longest property name, whole */
      min-width: 7.5rem;
      padding-right: ${theme.space(2)};
    }
    thead th {
      white-space: normal;
    }
  }
`;

const ScrollHint = styled.p`
  font-size: ${theme.font.size.small};
  color: ${theme.colour.muted};
  margin: 0 0 ${theme.space(2)};
  @media (min-width: ${theme.breakpoint.desktop}) {
    display: none;
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${theme.colour.surface};
  box-shadow: ${theme.shadow};
  border-radius: ${theme.radius.large};
  caption {
    text-align: left;
    font-weight: 700;
    padding: ${theme.space(2)} 0;
  }
  th,
  td {
    padding: ${theme.space(3)};
    border-bottom: 1px solid ${theme.colour.border};
    text-align: left;
    vertical-align: top;
    min-width: 10rem;
  }
  thead th {
    white-space: nowrap;
  }
  tbody th {
    color: ${theme.colour.muted};
  }
`;

const RemoveButton = styled(Button)`
  margin-left: ${theme.space(2)};
  min-width: 32px;
  min-height: 32px;
  padding: 0 ${theme.space(2)};
`;
