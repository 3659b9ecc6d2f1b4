// One tool's figures for the chosen period: how often it was seen, followed to its website and shown in search
// results, and its average rating per month beside the median of its phase, so a provider can tell the tool's own
// trend from the phase's.
import { useId } from 'react';
import styled from 'styled-components';
import { Card, formatMonth, LineChart, theme, type ToolInsight } from 'shared';
import { Link } from 'shared-core';
import { messages } from '../messages.ts';

const text = messages.catalogue.insights;
const count = new Intl.NumberFormat('nl-BE');
const score = new Intl.NumberFormat('nl-BE', { maximumFractionDigits: 1 });

export function ToolInsightCard({ tool }: { tool: ToolInsight }) {
  const headingId = useId();
  const figures: [string, number][] = [
    [text.views, tool.views],
    [text.websiteClicks, tool.websiteClicks],
    [text.shownInResults, tool.shownInResults],
  ];
  const points = (value: 'average' | 'phaseMedian') => tool.ratings.map((rating) => ({ x: formatMonth(rating.month), y: rating[value] }));
  return (
    <Box aria-labelledby={headingId}>
      <h3 id={headingId}>
        <Link to={`/AI-tool/${tool.toolId}`}>{tool.name}</Link>
      </h3>
      <Figures>
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{count.format(value)}</dd>
          </div>
        ))}
      </Figures>
      <LineChart
        title={text.rating}
        height={200}
        formatY={(value) => score.format(value)}
        series={[
          { label: tool.name, points: points('average') },
          { label: text.phaseMedian, points: points('phaseMedian'), dashed: true },
        ]}
      />
    </Box>
  );
}

const Box = styled(Card)`
  padding: ${theme.space(4)};
  h3 {
    margin: 0 0 ${theme.space(3)};
    font-size: ${theme.font.size.large};
  }
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 9rem), 1fr));
  gap: ${theme.space(3)};
  margin: 0 0 ${theme.space(4)};
  div {
    padding: ${theme.space(2)} ${theme.space(3)};
    border-radius: ${theme.radius.medium};
    background: ${theme.colour.background};
  }
  dt {
    font-size: ${theme.font.size.small};
    color: ${theme.colour.muted};
  }
  dd {
    margin: 0;
    font-size: ${theme.font.size.large};
    font-weight: 700;
  }
`;
