// The six totals of the period, each with how it moved against the period just before.
import styled from 'styled-components';
import { formatNumber, theme, type InsightTotals } from 'shared';
import { messages } from '../messages.ts';
import { changeText } from './change-text.ts';

const text = messages.admin.insights;
const FIGURES = Object.keys(text.figures) as (keyof typeof text.figures)[];

export function FigureCards({ totals, previous }: { totals: InsightTotals; previous: InsightTotals }) {
  return (
    <section aria-labelledby="insights-figures-title">
      <h2 id="insights-figures-title">{text.figuresTitle}</h2>
      <Cards>
        {FIGURES.map((figure) => (
          <div key={figure}>
            <dt>{text.figures[figure]}</dt>
            <Value>{formatNumber(totals[figure])}</Value>
            <Change>{changeText(totals[figure], previous[figure])}</Change>
          </div>
        ))}
      </Cards>
    </section>
  );
}

const Cards = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 160px), 1fr));
  gap: ${theme.space(3)};
  margin: 0;
  > div {
    padding: ${theme.space(3)};
    background: ${theme.colour.surface};
    border-radius: ${theme.radius.medium};
    box-shadow: ${theme.shadow};
  }
  dt {
    font-size: ${theme.font.size.small};
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

const Value = styled.dd`
  font-size: ${theme.font.size.title};
  font-weight: 700;
  line-height: 1.2;
  color: ${theme.colour.primary};
`;

const Change = styled.dd`
  font-size: ${theme.font.size.small};
  color: ${theme.colour.muted};
`;
