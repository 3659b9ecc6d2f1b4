// The figures of one period: the totals with their change, visitors and page views per day, and the top lists.
// While another period loads, the last figures stay (marked busy) so the page does not jump.
import styled from 'styled-components';
import { Button, describeApiError, ErrorBox, formatDay, LineChart, requestIdOf, Spinner, theme, type InsightPeriod } from 'shared';
import { messages } from '../messages.ts';
import { FigureCards } from './figure-cards.tsx';
import { TopTable, type TopList } from './top-table.tsx';
import { useInsightReport } from './use-insight-report.ts';

const text = messages.admin.insights;
const TABLES: { list: TopList; addresses?: boolean; note?: string }[] = [
  { list: 'pages', addresses: true },
  { list: 'tools' },
  { list: 'websites' },
  { list: 'searches' },
  { list: 'emptySearches', note: text.emptySearchesNote },
  { list: 'phases' },
  { list: 'countries' },
  { list: 'keywords' },
  { list: 'referrers', addresses: true },
];

export function InsightsReport({ period }: { period: InsightPeriod }) {
  const report = useInsightReport(period);
  if (report.status === 'failed') {
    return (
      <>
        <ErrorBox requestId={requestIdOf(report.error)}>{describeApiError(report.error)}</ErrorBox>
        <Button $variant="secondary" onClick={report.refetch}>
          {text.retry}
        </Button>
      </>
    );
  }
  if (report.data === undefined) return <Spinner label={text.loading} />;
  const data = report.data;
  const loading = report.status === 'loading';
  const shownPeriod = { from: data.from, to: data.to };
  // A day label names its point: past a year, '25 nov' would be two days.
  const dayLabel = (day: string) => formatDay(day, data.days.length > 365);
  return (
    <Report aria-busy={loading}>
      {loading && <Spinner label={text.loading} />}
      <p>{text.shown(formatDay(data.from, true), formatDay(data.to, true), data.days.length)}</p>
      <FigureCards totals={data.totals} previous={data.previousTotals} />
      <Panel>
        <LineChart
          title={text.chartTitle}
          series={[
            { label: text.figures.visitors, points: data.days.map((day) => ({ x: dayLabel(day.day), y: day.visitors })) },
            { label: text.figures.views, points: data.days.map((day) => ({ x: dayLabel(day.day), y: day.views })), dashed: true },
          ]}
        />
      </Panel>
      <section aria-labelledby="insights-tables-title">
        <h2 id="insights-tables-title">{text.tablesTitle}</h2>
        <Tables>
          {TABLES.map(({ list, addresses, note }) => (
            <TopTable key={list} list={list} rows={data[list]} period={shownPeriod} addresses={addresses} note={note} />
          ))}
        </Tables>
      </section>
    </Report>
  );
}

const Report = styled.div`
  display: grid;
  gap: ${theme.space(6)};
  > p {
    margin: 0;
  }
  h2 {
    margin: 0 0 ${theme.space(3)};
    font-size: ${theme.font.size.large};
  }
`;

const Panel = styled.div`
  padding: ${theme.space(4)};
  background: ${theme.colour.surface};
  border-radius: ${theme.radius.medium};
  box-shadow: ${theme.shadow};
`;

const Tables = styled.div`
  display: grid;
  gap: ${theme.space(4)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 340px), 1fr));
`;
