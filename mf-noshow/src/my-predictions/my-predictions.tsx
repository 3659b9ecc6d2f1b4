// 'Mijn voorspellingen' (decision 0020): the user's kept predictions, newest first, each with its inputs, date and
// result; after the event they record the real outcome there, which the model learns from.
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  api,
  Button,
  CardList,
  ErrorBox,
  formatDateTime,
  FormField,
  noShowValueLabel,
  type OutcomeBody,
  type PredictionSummary,
  requestIdOf,
  Spinner,
  theme,
  useMutation,
  useQuery,
} from 'shared';
import { messages } from '../messages.ts';

export const MY_PREDICTIONS = 'noshowPredictions';
export const CALIBRATION = 'noshowCalibration';

export function MyPredictions() {
  const text = messages.noshow;
  const predictions = useQuery([MY_PREDICTIONS], async (signal) => (await api.list<PredictionSummary>('noshow/predictions/mine', undefined, { signal })).data);
  return (
    <Section aria-labelledby="noshow-mine-title">
      <h2 id="noshow-mine-title">{text.mineTitle}</h2>
      {predictions.status === 'loading' && predictions.data === undefined && <Spinner label={messages.common.loading} />}
      {predictions.status === 'failed' && <ErrorBox requestId={requestIdOf(predictions.error)}>{text.mineLoadFailed}</ErrorBox>}
      {predictions.data?.length === 0 && <p>{text.mineEmpty}</p>}
      {predictions.data && predictions.data.length > 0 && (
        <CardList>
          {predictions.data.map((prediction) => (
            <Item key={prediction.id}>
              <PredictionLine prediction={prediction} />
              {prediction.outcome ? (
                <p>
                  {text.outcome(
                    prediction.outcome.attendees,
                    prediction.outcome.registrations,
                    1 - prediction.outcome.attendees / prediction.outcome.registrations,
                    prediction.rate,
                  )}
                </p>
              ) : (
                <OutcomeForm prediction={prediction} />
              )}
            </Item>
          ))}
        </CardList>
      )}
    </Section>
  );
}

function PredictionLine({ prediction }: { prediction: PredictionSummary }) {
  const text = messages.noshow;
  const { event } = prediction.input;
  const described = [
    noShowValueLabel('Event Type', event['Event Type']),
    noShowValueLabel('Attendance Type', event['Attendance Type']),
    noShowValueLabel('Timing', event.Timing),
    noShowValueLabel('Temperature', event.Temperature),
    event.Paid ? 'betalend' : 'gratis',
    event.Reminder ? 'met herinnering' : 'zonder herinnering',
  ].join(' · ');
  return (
    <>
      <h3>
        {prediction.model === 'extern' ? text.expectedExternal(prediction.rate) : text.expected(prediction.rate, prediction.low, prediction.high)}
      </h3>
      <Muted>
        {text.predictedOn(formatDateTime(prediction.createdAt))} · {text.modelVersion(prediction.modelVersion)}
      </Muted>
      <p>{described}</p>
    </>
  );
}

function OutcomeForm({ prediction }: { prediction: PredictionSummary }) {
  const text = messages.noshow;
  const [registrations, setRegistrations] = useState(prediction.input.registrations?.toString() ?? '');
  const [attendees, setAttendees] = useState('');
  const save = useMutation((body: OutcomeBody) => api.put(`noshow/predictions/${prediction.id}/outcome`, body), {
    success: text.outcomeSaved,
    invalidates: [MY_PREDICTIONS, CALIBRATION],
  });
  const whole = (value: string) => (/^\d{1,7}$/.test(value.trim()) ? Number(value.trim()) : null);
  const registered = whole(registrations);
  const came = whole(attendees);
  const tooMany = registered !== null && came !== null && came > registered;
  const valid = registered !== null && registered >= 1 && came !== null && !tooMany;
  // The hint above says what the disabled button waits for.
  const hintId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (valid) void save.run({ registrations: registered, attendees: came });
  }

  return (
    <form onSubmit={submit} aria-label={`${text.outcomeTitle} ${formatDateTime(prediction.createdAt)}`}>
      <h4>{text.outcomeTitle}</h4>
      <Muted id={hintId}>{text.outcomeHint}</Muted>
      <Row>
        <FormField label={text.outcomeRegistrations} inputMode="numeric" value={registrations} onChange={(event) => setRegistrations(event.target.value)} />
        <FormField
          label={text.outcomeAttendees}
          inputMode="numeric"
          value={attendees}
          error={tooMany ? text.outcomeTooMany : null}
          onChange={(event) => setAttendees(event.target.value)}
        />
        <Button type="submit" disabled={!valid || save.pending} aria-describedby={valid ? undefined : hintId}>
          {text.outcomeSave}
        </Button>
      </Row>
      {save.error && <ErrorBox requestId={save.requestId}>{save.error}</ErrorBox>}
    </form>
  );
}

const Section = styled.section`
  margin-top: ${theme.space(8)};
`;


const Item = styled.li`
  padding: ${theme.space(4)};
  background: ${theme.colour.surface};
  border-radius: ${theme.radius.large};
  box-shadow: ${theme.shadow};
  h3 { margin: 0; font-size: ${theme.font.size.large}; }
  h4 { margin: ${theme.space(3)} 0 0; }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space(3)};
`;

const Muted = styled.p`
  margin: ${theme.space(1)} 0;
  color: ${theme.colour.muted};
  font-size: ${theme.font.size.small};
`;
