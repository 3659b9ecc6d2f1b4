// The admins' calibration view (decision 0020): predicted against observed for every recorded outcome, the mean
// absolute error, a calibration plot (SVG), and what changed between the model's versions.
import styled from 'styled-components';
import { ErrorBox, requestIdOf, Spinner, api, describeApiError, formatDateTime, theme, useQuery, type Calibration } from 'shared';
import { messages } from '../messages.ts';
import { CALIBRATION } from '../my-predictions/my-predictions.tsx';

const SIZE = 320;
const PAD = 44;

export function CalibrationView() {
  const text = messages.noshow;
  const calibration = useQuery([CALIBRATION], (signal) => api.get<Calibration>('noshow/calibration', undefined, { signal }));
  return (
    <Section aria-labelledby="noshow-calibration-title">
      <h2 id="noshow-calibration-title">{text.calibrationTitle}</h2>
      {calibration.status === 'loading' && calibration.data === undefined && <Spinner label={messages.common.loading} />}
      {calibration.status === 'failed' && <ErrorBox requestId={requestIdOf(calibration.error)}>{describeApiError(calibration.error)}</ErrorBox>}
      {calibration.data && <CalibrationContent calibration={calibration.data} />}
    </Section>
  );
}

function CalibrationContent({ calibration }: { calibration: Calibration }) {
  const text = messages.noshow;
  const { points } = calibration;
  const at = (rate: number) => PAD + rate * (SIZE - PAD - 8);
  const y = (rate: number) => SIZE - at(rate);
  return (
    <>
      <p>{text.calibrationIntro(calibration.reestimateFrom)}</p>
      <p>
        {text.calibrationCount(points.length)}
        {calibration.meanAbsoluteError !== null && <> · {text.meanAbsoluteError(calibration.meanAbsoluteError)}</>}
      </p>
      {points.length === 0 ? (
        <p>{text.calibrationEmpty}</p>
      ) : (
        <Plot viewBox={`0 0 ${SIZE} ${SIZE}`} role="img" aria-label={text.plotLabel(points.length)}>
          <line x1={at(0)} y1={y(0)} x2={at(1)} y2={y(1)} stroke={theme.colour.border} strokeDasharray="4 4" />
          <line x1={at(0)} y1={y(0)} x2={at(1)} y2={y(0)} stroke={theme.colour.muted} />
          <line x1={at(0)} y1={y(0)} x2={at(0)} y2={y(1)} stroke={theme.colour.muted} />
          {[0, 0.5, 1].map((tick) => (
            <g key={tick} fontSize="12" fill={theme.colour.muted}>
              <text x={at(tick)} y={y(0) + 16} textAnchor="middle">
                {text.percent(tick)}
              </text>
              <text x={at(0) - 6} y={y(tick) + 4} textAnchor="end">
                {text.percent(tick)}
              </text>
            </g>
          ))}
          <text x={(at(0) + at(1)) / 2} y={SIZE - 4} textAnchor="middle" fontSize="13" fill={theme.colour.text}>
            {text.plotPredicted}
          </text>
          <text x={12} y={(y(0) + y(1)) / 2} textAnchor="middle" fontSize="13" fill={theme.colour.text} transform={`rotate(-90 12 ${(y(0) + y(1)) / 2})`}>
            {text.plotObserved}
          </text>
          {points.map((point) => (
            <circle key={point.predictionId} cx={at(point.predicted)} cy={y(point.observed)} r={4} fill={theme.colour.primary} fillOpacity={0.7} />
          ))}
        </Plot>
      )}
      <h3>{text.versionsTitle}</h3>
      <ol>
        {calibration.versions.map((version) => (
          <li key={version.version}>
            {text.version(version.version, version.baselineRate, version.outcomes)} ({formatDateTime(version.createdAt)}). {version.change}
          </li>
        ))}
      </ol>
    </>
  );
}

const Section = styled.section`
  margin-top: ${theme.space(8)};
`;

const Plot = styled.svg`
  display: block;
  width: 100%;
  max-width: ${SIZE}px;
  height: auto;
`;
