// Route '/cijfers': 'De roadmap in cijfers', the figures the project reports (GET /insights/public). While an admin
// has not switched the page on, the API answers 404 and the page is the site's not-found page: nothing tells that
// it exists. Visitors are counted without cookies and summed per day (docs/decisions/0026-insights.md).
import { useId } from 'react';
import styled from 'styled-components';
import {
  api,
  BackButton,
  ButtonRow,
  describeApiError,
  ErrorBox,
  formatMonth,
  formatNumber,
  httpStatus,
  LineChart,
  PageContainer,
  PageIntro,
  PageTitle,
  phaseColour,
  requestIdOf,
  Spinner,
  theme,
  useDocumentTitle,
  useQuery,
  VisuallyHidden,
  type PublicFigures,
} from 'shared';
import { messages } from '../messages.ts';
import NotFoundPage from './not-found-page.tsx';

const text = messages.shell.figures;

type Month = PublicFigures['months'][number];

function Totals({ figures }: { figures: PublicFigures }) {
  const id = useId();
  const totals = [
    { label: text.tools, value: figures.tools },
    { label: text.reviews, value: figures.reviews },
    { label: text.forumQuestions, value: figures.forumQuestions },
  ];
  return (
    <Section aria-labelledby={id}>
      <VisuallyHidden as="h2" id={id}>
        {text.totalsTitle}
      </VisuallyHidden>
      <TotalCards>
        {totals.map((total) => (
          <div key={total.label}>
            <dt>{total.label}</dt>
            <dd>{formatNumber(total.value)}</dd>
          </div>
        ))}
      </TotalCards>
    </Section>
  );
}

function ToolsPerPhase({ phases }: { phases: PublicFigures['toolsPerPhase'] }) {
  const id = useId();
  const highest = Math.max(1, ...phases.map((phase) => phase.count));
  return (
    <Section aria-labelledby={id}>
      <h2 id={id}>{text.phasesTitle}</h2>
      {phases.length === 0 ? (
        <p>{text.noPhases}</p>
      ) : (
        <PhaseBars>
          {phases.map((phase) => (
            <li key={phase.phase}>
              <PhaseLine>
                <span>{phase.label}</span>
                <strong>{formatNumber(phase.count)}</strong>
              </PhaseLine>
              {/* The number above says it; the bar only shows it. */}
              <BarTrack aria-hidden="true">
                <BarFill style={{ width: `${(phase.count / highest) * 100}%`, backgroundColor: phaseColour(phase.phase) }} />
              </BarTrack>
            </li>
          ))}
        </PhaseBars>
      )}
    </Section>
  );
}

interface Column {
  label: string;
  value: (month: Month) => number;
  dashed?: boolean;
}

/** A chart of some columns per month, and the same figures as a table for whoever prefers to read them. */
function MonthChart({ title, months, columns }: { title: string; months: Month[]; columns: Column[] }) {
  const series = columns.map((column) => ({
    label: column.label,
    dashed: column.dashed,
    points: months.map((month) => ({ x: formatMonth(month.month), y: column.value(month) })),
  }));
  return (
    <div>
      <LineChart title={title} series={series} formatY={formatNumber} />
      <TableDisclosure>
        <summary>{text.asTable(title)}</summary>
        <MonthTable aria-label={title}>
          <thead>
            <tr>
              <th scope="col">{text.month}</th>
              {columns.map((column) => (
                <th key={column.label} scope="col">
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {months.map((month) => (
              <tr key={month.month}>
                <th scope="row">{formatMonth(month.month, true)}</th>
                {columns.map((column) => (
                  <td key={column.label}>{formatNumber(column.value(month))}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </MonthTable>
      </TableDisclosure>
    </div>
  );
}

function PerMonth({ months }: { months: Month[] }) {
  const id = useId();
  return (
    <Section aria-labelledby={id}>
      <h2 id={id}>{text.monthsTitle}</h2>
      <Charts>
        <MonthChart title={text.visitorsTitle} months={months} columns={[{ label: text.visitors, value: (month) => month.visitors }]} />
        <MonthChart
          title={text.communityTitle}
          months={months}
          columns={[
            { label: text.reviews, value: (month) => month.reviews },
            // Dashed: the two lines differ by more than their colour.
            { label: text.forumQuestions, value: (month) => month.forumQuestions, dashed: true },
          ]}
        />
      </Charts>
    </Section>
  );
}

function Figures({ figures }: { figures: PublicFigures }) {
  return (
    <>
      <Totals figures={figures} />
      <ToolsPerPhase phases={figures.toolsPerPhase} />
      <PerMonth months={figures.months} />
    </>
  );
}

export default function FiguresPage() {
  const figures = useQuery(['publicFigures'], (signal) => api.get<PublicFigures>('insights/public', undefined, { signal }));
  const switchedOff = figures.status === 'failed' && httpStatus(figures.error) === 404;
  useDocumentTitle(switchedOff ? messages.shell.notFound.title : undefined);
  if (switchedOff) return <NotFoundPage />;
  // No title while loading: a page that turns out to be switched off must not first announce itself.
  if (figures.status === 'loading') {
    return (
      <PageContainer>
        <Spinner label={text.loading} />
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      <PageTitle>{text.title}</PageTitle>
      <PageIntro>{text.intro}</PageIntro>
      {figures.status === 'failed' ? <ErrorBox requestId={requestIdOf(figures.error)}>{describeApiError(figures.error)}</ErrorBox> : <Figures figures={figures.data} />}
      <ButtonRow>
        <BackButton to="/" label={messages.common.backHome} />
      </ButtonRow>
    </PageContainer>
  );
}

const Section = styled.section`
  margin-bottom: ${theme.space(8)};
  h2 { color: ${theme.colour.primary}; font-size: ${theme.font.size.large}; }
`;

/** Three cards side by side on a wide screen, stacking on a phone. */
const TotalCards = styled.dl`
  margin: 0;
  display: grid;
  gap: ${theme.space(4)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 150px), 1fr));
  div {
    padding: ${theme.space(4)};
    background: ${theme.colour.surface};
    border-radius: ${theme.radius.large};
    box-shadow: ${theme.shadow};
  }
  dt { color: ${theme.colour.muted}; font-weight: 600; }
  dd { margin: ${theme.space(1)} 0 0; font-size: 2rem; font-weight: 700; color: ${theme.colour.primary}; }
`;

const PhaseBars = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  max-width: 40rem;
  display: grid;
  gap: ${theme.space(3)};
`;

const PhaseLine = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${theme.space(3)};
`;

const BarTrack = styled.div`
  height: 12px;
  margin-top: ${theme.space(1)};
  background: ${theme.colour.background};
  border-radius: 999px;
  overflow: hidden;
`;

const BarFill = styled.div`
  height: 100%;
  border-radius: 999px;
`;

/** Side by side on a wide screen, one under the other on a phone. */
const Charts = styled.div`
  display: grid;
  gap: ${theme.space(8)} ${theme.space(6)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 420px), 1fr));
  > div { min-width: 0; }
`;

const TableDisclosure = styled.details`
  margin-top: ${theme.space(3)};
  summary {
    /* Kept a list item: that is what shows the disclosure triangle. */
    padding: ${theme.space(2.5)} 0;
    cursor: pointer;
    color: ${theme.colour.primary};
    font-weight: 600;
  }
`;

const MonthTable = styled.table`
  border-collapse: collapse;
  margin-top: ${theme.space(2)};
  th, td { padding: ${theme.space(1.5)} ${theme.space(2)}; border-bottom: 1px solid ${theme.colour.border}; }
  th { text-align: left; }
  td { text-align: right; font-variant-numeric: tabular-nums; }
  thead th:not(:first-child) { text-align: right; }
`;
