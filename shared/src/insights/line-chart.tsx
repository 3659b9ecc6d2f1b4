// A small line chart in inline SVG (no chart library: every remote bundles its own kit). The drawing is one image
// with a spoken summary; the same figures follow in a table that only screen readers meet. The viewBox takes the
// width the chart really has, so its text keeps its size on a phone instead of shrinking with the drawing.
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { formatNumber } from '../format/numbers.ts';
import { VisuallyHidden } from '../ui/components.tsx';
import { theme } from '../ui/theme.ts';
import { insightMessages } from './insight-messages.ts';

export interface ChartSeries {
  label: string;
  /** x is the point's label on the axis and names it: the same x in two series is the same moment. */
  points: { x: string; y: number | null }[];
  dashed?: boolean;
}

const text = insightMessages.chart;
/** Until the chart has measured itself (and in the server's HTML): the viewBox then scales. */
const DEFAULT_WIDTH = 640;
const FONT_SIZE = 12;
/** A generous width of one character at FONT_SIZE, so estimated labels never touch. */
const CHAR_WIDTH = FONT_SIZE * 0.62;
const LABEL_GAP = 12;
const TOP = FONT_SIZE;
const BOTTOM = FONT_SIZE * 2 + 4;
/** Dots only where they stay apart, and always on a point without neighbours (else it would not show). */
const DOTS_UP_TO = 31;
/** Colours that stand out against white by at least 3:1, as lines must. */
const COLOURS = [theme.colour.primary, theme.colour.accent, theme.colour.success, theme.colour.text];


/** 0 up to a round maximum, in about four round steps (whole steps for whole figures). */
function ticksUpTo(highest: number, whole: boolean): number[] {
  if (highest <= 0) return [0, 1];
  const rough = highest / 4;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  let step = [1, 2, 2.5, 5, 10].map((factor) => factor * magnitude).find((candidate) => candidate >= rough) ?? 10 * magnitude;
  if (whole) step = Math.max(1, Math.round(step));
  const ticks = [0];
  while (ticks.at(-1)! < highest) ticks.push(Number((ticks.length * step).toPrecision(12)));
  return ticks;
}

const labelWidth = (label: string) => label.length * CHAR_WIDTH;

export function LineChart({ title, series, formatY = formatNumber, height = 240 }: {
  title: string;
  series: ChartSeries[];
  formatY?: (value: number) => string;
  height?: number;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.round(entry.contentRect.width);
      if (measured > 0) setWidth(measured);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // Every x of every series, in the order they come (the series normally share them).
  const xs = [...new Set(series.flatMap((line) => line.points.map((point) => point.x)))];
  const values = series.flatMap((line) => line.points.map((point) => point.y)).filter((y): y is number => y !== null);
  const ticks = ticksUpTo(values.length === 0 ? 0 : Math.max(...values), values.every(Number.isInteger));
  const top = ticks.at(-1)!;
  const tickLabels = ticks.map(formatY);

  const xLabelWidth = Math.max(0, ...xs.map(labelWidth));
  const left = Math.ceil(Math.max(Math.max(...tickLabels.map(labelWidth)) + 8, xLabelWidth / 2));
  const right = Math.ceil(Math.max(8, xLabelWidth / 2));
  const plotWidth = Math.max(1, width - left - right);
  const plotHeight = Math.max(1, height - TOP - BOTTOM);
  const step = xs.length > 1 ? plotWidth / (xs.length - 1) : 0;
  const xAt = (index: number) => left + (xs.length > 1 ? index * step : plotWidth / 2);
  const yAt = (value: number) => TOP + plotHeight - (value / top) * plotHeight;
  // Every n-th label, n so large that two shown labels never overlap.
  const every = step === 0 ? 1 : Math.max(1, Math.ceil((xLabelWidth + LABEL_GAP) / step));

  const summary =
    values.length === 0
      ? text.empty(title)
      : [
          text.summary(title, text.range(xs[0], xs.at(-1)!)),
          ...series.map((line) => {
            const ys = line.points.map((point) => point.y).filter((y): y is number => y !== null);
            return ys.length === 0 ? `${line.label}: ${text.noValue}.` : `${text.series(line.label, formatY(Math.min(...ys)), formatY(Math.max(...ys)))}.`;
          }),
        ].join(' ');

  return (
    <Figure>
      <figcaption>{title}</figcaption>
      <Legend>
        {series.map((line, index) => (
          <li key={line.label}>
            <svg width="28" height="12" aria-hidden="true" focusable="false">
              <line x1="2" x2="26" y1="6" y2="6" stroke={COLOURS[index % COLOURS.length]} strokeWidth="3" strokeDasharray={line.dashed ? '6 4' : undefined} />
            </svg>
            {line.label}
          </li>
        ))}
      </Legend>
      <div ref={box}>
        <Drawing role="img" aria-label={summary} viewBox={`0 0 ${width} ${height}`} preserveAspectRatio="xMidYMid meet">
          {ticks.map((tick, index) => (
            <g key={tick}>
              <line x1={left} x2={left + plotWidth} y1={yAt(tick)} y2={yAt(tick)} stroke={index === 0 ? theme.colour.muted : theme.colour.border} />
              <text x={left - 6} y={yAt(tick)} textAnchor="end" dominantBaseline="middle">
                {tickLabels[index]}
              </text>
            </g>
          ))}
          {xs.map((x, index) =>
            index % every === 0 ? (
              <text key={x} x={xAt(index)} y={height - 6} textAnchor="middle">
                {x}
              </text>
            ) : null,
          )}
          {series.map((line, index) => {
            const colour = COLOURS[index % COLOURS.length];
            const at = new Map(line.points.map((point) => [point.x, point.y]));
            const ys = xs.map((x) => at.get(x) ?? null);
            const path = ys
              .map((y, position) => (y === null ? '' : `${ys[position - 1] == null ? 'M' : 'L'}${xAt(position).toFixed(1)},${yAt(y).toFixed(1)}`))
              .join('');
            return (
              <g key={line.label} data-series={line.label}>
                <path d={path} fill="none" stroke={colour} strokeWidth="2.5" strokeLinejoin="round" strokeDasharray={line.dashed ? '6 4' : undefined} />
                {ys.map((y, position) =>
                  y !== null && (xs.length <= DOTS_UP_TO || (ys[position - 1] == null && ys[position + 1] == null)) ? (
                    <circle key={xs[position]} cx={xAt(position)} cy={yAt(y)} r="3" fill={colour} />
                  ) : null,
                )}
              </g>
            );
          })}
        </Drawing>
      </div>
      <VisuallyHidden as="div">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{text.when}</th>
              {series.map((line) => (
                <th key={line.label} scope="col">
                  {line.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {xs.map((x) => (
              <tr key={x}>
                <th scope="row">{x}</th>
                {series.map((line) => {
                  const y = line.points.find((point) => point.x === x)?.y ?? null;
                  return <td key={line.label}>{y === null ? text.noValue : formatY(y)}</td>;
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Figure>
  );
}

const Figure = styled.figure`
  margin: 0;
  figcaption {
    font-weight: 700;
    margin-bottom: ${theme.space(2)};
  }
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(1)} ${theme.space(4)};
  margin: 0 0 ${theme.space(2)};
  padding: 0;
  list-style: none;
  font-size: ${theme.font.size.small};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space(2)};
  }
`;

const Drawing = styled.svg`
  display: block;
  width: 100%;
  height: auto;
  overflow: visible;
  text {
    font-size: ${FONT_SIZE}px;
    fill: ${theme.colour.muted};
  }
`;

