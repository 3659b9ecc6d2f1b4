// 'Hoe je AI-tools gevonden worden' on /AI-tool/manage: per tool the provider manages, the figures of a period
// (the last 30 days unless they choose another). The counting itself is in the API (no cookies, no address kept).
import { useState } from 'react';
import styled from 'styled-components';
import { describeApiError, ErrorBox, lastDays, PeriodPicker, requestIdOf, Spinner, theme, type InsightPeriod } from 'shared';
import { messages } from '../messages.ts';
import { ToolInsightCard } from './tool-insight-card.tsx';
import { useToolInsights } from './use-tool-insights.ts';

const text = messages.catalogue.insights;
const DEFAULT_DAYS = 30;

export function ToolInsightsSection() {
  const [period, setPeriod] = useState<InsightPeriod>(() => lastDays(DEFAULT_DAYS));
  const insights = useToolInsights(period);
  // After a failure the last figures belong to another period: they are not shown.
  const tools = insights.status === 'failed' ? undefined : insights.data?.tools;
  return (
    <Section aria-labelledby="catalogue-insights-title" aria-busy={insights.status === 'loading'}>
      <h2 id="catalogue-insights-title">{text.title}</h2>
      <p>{text.privacy}</p>
      <PeriodPicker id="catalogue-insights-period" value={period} onChange={setPeriod} />
      {insights.status === 'loading' && insights.data === undefined && <Spinner label={text.loading} />}
      {insights.status === 'failed' && <ErrorBox requestId={requestIdOf(insights.error)}>{describeApiError(insights.error)}</ErrorBox>}
      {tools?.length === 0 && <p>{text.empty}</p>}
      {tools && tools.length > 0 && (
        <Cards>
          {tools.map((tool) => (
            <li key={tool.toolId}>
              <ToolInsightCard tool={tool} />
            </li>
          ))}
        </Cards>
      )}
    </Section>
  );
}

const Section = styled.section`
  margin-top: ${theme.space(10)};
  h2 {
    margin: 0 0 ${theme.space(2)};
    font-size: ${theme.font.size.large};
  }
  > p {
    max-width: 70ch;
    margin: 0 0 ${theme.space(4)};
  }
`;

/** Wide enough for a readable chart: two side by side on a wide screen, one under the other on a phone. */
const Cards = styled.ul`
  list-style: none;
  margin: ${theme.space(4)} 0 0;
  padding: 0;
  display: grid;
  gap: ${theme.space(5)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 420px), 1fr));
`;
