// The answer (decision 0020): a large, plain number with its range, the people it means, which model answered, the
// chart, each answer's explanation and source, and the advice tied to what costs most.
import type { Ref } from 'react';
import styled from 'styled-components';
import { noShowInputLabel, theme, type Factor, type Prediction, type Source } from 'shared';
import { messages } from '../messages.ts';
import { FactorChart } from './factor-chart.tsx';

export function PredictionResult({ prediction, titleRef }: { prediction: Prediction; titleRef: Ref<HTMLHeadingElement> }) {
  const text = messages.noshow;
  const { people } = prediction;
  const external = prediction.model === 'extern';
  const moving = prediction.factors.filter((factor) => factor.oddsRatio !== 1);
  const still = prediction.factors.filter((factor) => factor.oddsRatio === 1);
  return (
    <Result aria-labelledby="noshow-result-title">
      {/* A new answer takes the focus here: it is read out and scrolled into view. */}
      <h2 id="noshow-result-title" ref={titleRef} tabIndex={-1}>
        {text.resultTitle}
      </h2>
      <Answer>{external ? text.expectedExternal(prediction.rate) : text.expected(prediction.rate, prediction.low, prediction.high)}</Answer>
      {people && <People>{text.people(people.registrations, people.attendees, people.attendeesLow, people.attendeesHigh)}</People>}
      <Muted>
        {text.answeredBy[prediction.model]} {text.modelVersion(prediction.modelVersion)}.
        {external && <> {text.builtInBeside(prediction.builtInRate, prediction.low, prediction.high)}</>}
        {prediction.externalFailure && <> {text.externalFailed(prediction.externalFailure)}</>} {text.rangeNote}
      </Muted>

      <FactorChart prediction={prediction} />

      <h3>{text.factorsTitle}</h3>
      <Factors>
        <li>
          <strong>
            {text.chartBaseline}: {text.percent(prediction.baseline.rate)}
          </strong>{' '}
          — {prediction.baseline.explanation}
          <SourceLine source={prediction.baseline.source} />
        </li>
        {moving.map((factor) => (
          <FactorItem key={factor.input} factor={factor} />
        ))}
      </Factors>
      {still.length > 0 && (
        <details>
          <summary>{text.withoutEffect(still.length)}</summary>
          <Factors>
            {still.map((factor) => (
              <FactorItem key={factor.input} factor={factor} />
            ))}
          </Factors>
        </details>
      )}

      {prediction.advice.length > 0 && (
        <>
          <h3>{text.adviceTitle}</h3>
          <ul>
            {prediction.advice.map((advice) => (
              <li key={advice}>{advice}</li>
            ))}
          </ul>
        </>
      )}
    </Result>
  );
}

function FactorItem({ factor }: { factor: Factor }) {
  return (
    <li>
      <strong>
        {noShowInputLabel(factor.input)}: {factor.value}
      </strong>{' '}
      ({messages.noshow.oddsFactor(factor.oddsRatio)}) — {factor.explanation}
      <SourceLine source={factor.source} />
    </li>
  );
}

function SourceLine({ source }: { source: Source }) {
  const text = messages.noshow;
  return (
    <Muted as="span">
      {text.source}:{' '}
      {source.url ? (
        <a href={source.url} target="_blank" rel="noreferrer noopener">
          {source.title}
        </a>
      ) : (
        source.title
      )}{' '}
      ({text.evidence[source.evidence]}). {source.context}
    </Muted>
  );
}

const Result = styled.section`
  margin-top: ${theme.space(8)};
  h2:focus { outline: none; }
  summary { cursor: pointer; min-height: 44px; display: flex; align-items: center; font-weight: 600; }
  padding: ${theme.space(5)};
  background: ${theme.colour.surface};
  border-radius: ${theme.radius.large};
  box-shadow: ${theme.shadow};
  /* a phone: the chart takes the whole width (a figure's default side margins would shrink its letters) */
  @media (max-width: calc(${theme.breakpoint.tablet} - 1px)) {
    padding: ${theme.space(4)};
    figure { margin-left: 0; margin-right: 0; }
  }
`;

const Answer = styled.p`
  margin: 0;
  font-size: 2rem;
  font-weight: 700;
  color: ${theme.colour.primary};
`;

const People = styled.p`
  margin: ${theme.space(2)} 0 0;
  font-size: ${theme.font.size.large};
`;

const Muted = styled.p`
  display: block;
  color: ${theme.colour.muted};
  font-size: ${theme.font.size.small};
`;

const Factors = styled.ul`
  padding-left: ${theme.space(5)};
  li { margin-bottom: ${theme.space(3)}; }
`;
