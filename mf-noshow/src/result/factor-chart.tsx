// How each answer moves the rate from the baseline: a waterfall of horizontal bars in plain SVG (no chart library,
// so the remote stays small). Answers without an effect are named under the chart instead of drawn as empty rows.
import styled from 'styled-components';
import { noShowInputLabel, theme, type Prediction } from 'shared';
import { messages } from '../messages.ts';

const WIDTH = 640;
const LABEL = 210;
const ROW = 34;
const BAR = 20;
/** A phone's chart: narrow enough to show its letters at about their size, each label above its bar. */
const NARROW_WIDTH = 300;
/** A label longer than this is squeezed to the drawing's width rather than cut off at its edge. */
const NARROW_LABEL_MAX = 40;
const NARROW_ROW = 46;
const NARROW_BAR = 16;

interface Step {
  label: string;
  from: number;
  to: number;
  kind: 'total' | 'up' | 'down';
}

export function FactorChart({ prediction }: { prediction: Prediction }) {
  const text = messages.noshow;
  const moving = prediction.factors.filter((factor) => factor.oddsRatio !== 1);
  const still = prediction.factors.filter((factor) => factor.oddsRatio === 1).map((factor) => noShowInputLabel(factor.input));
  const steps: Step[] = [{ label: text.chartBaseline, from: 0, to: prediction.baseline.rate, kind: 'total' }];
  let previous = prediction.baseline.rate;
  for (const factor of moving) {
    steps.push({ label: `${noShowInputLabel(factor.input)}: ${factor.value}`, from: previous, to: factor.rateAfter, kind: factor.rateAfter > previous ? 'up' : 'down' });
    previous = factor.rateAfter;
  }
  steps.push({ label: text.chartResult, from: 0, to: prediction.builtInRate, kind: 'total' });

  // The scale reaches the largest rate shown, rounded up to ten points, so small effects stay visible.
  const top = Math.min(1, Math.ceil((Math.max(...steps.map((step) => Math.max(step.from, step.to))) + 0.001) * 10) / 10);
  const x = (rate: number) => LABEL + (rate / top) * (WIDTH - LABEL - 56);
  const height = steps.length * ROW + 28;
  const narrowX = (rate: number) => 2 + (rate / top) * (NARROW_WIDTH - 2 - 52);
  const narrowHeight = steps.length * NARROW_ROW + 28;
  const label = text.chartLabel(prediction.baseline.rate, prediction.builtInRate);

  return (
    <figure>
      <figcaption>
        <h3>{text.chartTitle}</h3>
      </figcaption>
      <Svg viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-label={label}>
        {[0, top / 2, top].map((tick) => (
          <g key={tick}>
            <line x1={x(tick)} x2={x(tick)} y1={0} y2={steps.length * ROW} stroke={theme.colour.border} />
            <text x={x(tick)} y={steps.length * ROW + 18} textAnchor="middle" fontSize="13" fill={theme.colour.muted}>
              {text.percent(tick)}
            </text>
          </g>
        ))}
        {steps.map((step, index) => {
          const y = index * ROW + (ROW - BAR) / 2;
          const left = x(Math.min(step.from, step.to));
          const width = Math.max(2, Math.abs(x(step.to) - x(step.from)));
          const colour = step.kind === 'total' ? theme.colour.primary : step.kind === 'up' ? theme.colour.danger : theme.colour.success;
          return (
            <g key={step.label}>
              <text x={LABEL - 8} y={y + BAR / 2 + 5} textAnchor="end" fontSize="14" fill={theme.colour.text}>
                {step.label}
              </text>
              <rect x={left} y={y} width={width} height={BAR} rx={3} fill={colour} />
              <text x={left + width + 6} y={y + BAR / 2 + 5} fontSize="13" fill={theme.colour.text}>
                {text.percent(step.to)}
              </text>
            </g>
          );
        })}
      </Svg>
      <NarrowSvg viewBox={`0 0 ${NARROW_WIDTH} ${narrowHeight}`} role="img" aria-label={label}>
        {[0, top / 2, top].map((tick) => (
          <g key={tick}>
            <line x1={narrowX(tick)} x2={narrowX(tick)} y1={0} y2={steps.length * NARROW_ROW} stroke={theme.colour.border} />
            <text x={narrowX(tick)} y={steps.length * NARROW_ROW + 18} textAnchor={tick === 0 ? 'start' : 'middle'} fontSize="14" fill={theme.colour.muted}>
              {text.percent(tick)}
            </text>
          </g>
        ))}
        {steps.map((step, index) => {
          const y = index * NARROW_ROW;
          const left = narrowX(Math.min(step.from, step.to));
          const width = Math.max(2, Math.abs(narrowX(step.to) - narrowX(step.from)));
          const colour = step.kind === 'total' ? theme.colour.primary : step.kind === 'up' ? theme.colour.danger : theme.colour.success;
          return (
            <g key={step.label}>
              <text
                x={2}
                y={y + 16}
                fontSize="14"
                fill={theme.colour.text}
                {...(step.label.length > NARROW_LABEL_MAX ? { textLength: NARROW_WIDTH - 4, lengthAdjust: 'spacingAndGlyphs' } : {})}
              >
                {step.label}
              </text>
              <rect x={left} y={y + 22} width={width} height={NARROW_BAR} rx={3} fill={colour} />
              <text x={left + width + 6} y={y + 22 + NARROW_BAR / 2 + 5} fontSize="14" fill={theme.colour.text}>
                {text.percent(step.to)}
              </text>
            </g>
          );
        })}
      </NarrowSvg>
      {still.length > 0 && <Note>{text.noEffect(still.join(', '))}</Note>}
    </figure>
  );
}

// One of the two drawings shows: the wide one from a tablet on, the narrow one on a phone.
const Svg = styled.svg`
  display: block;
  width: 100%;
  max-width: ${WIDTH}px;
  height: auto;
  @media (max-width: calc(${theme.breakpoint.tablet} - 1px)) {
    display: none;
  }
`;

const NarrowSvg = styled.svg`
  display: none;
  width: 100%;
  max-width: ${NARROW_WIDTH * 1.25}px;
  height: auto;
  @media (max-width: calc(${theme.breakpoint.tablet} - 1px)) {
    display: block;
  }
`;

const Note = styled.p`
  color: ${theme.colour.muted};
  font-size: ${theme.font.size.small};
`;
