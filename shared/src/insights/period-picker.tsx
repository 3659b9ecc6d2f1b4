// The period of the insights: the last 7, 30 or 90 days, or two days of your own choice. Native radio buttons and
// date inputs, so the keyboard and screen readers work as everywhere else. A period of your own reaches the page only
// when it is valid; until then the message under the dates says what to change.
import { useId, useState } from 'react';
import styled from 'styled-components';
import { INSIGHT_PERIODS } from '../contracts/constants.ts';
import { ChoiceLabel } from '../ui/components.tsx';
import { FieldMessage } from '../ui/field-parts.ts';
import { theme } from '../ui/theme.ts';
import { insightMessages } from './insight-messages.ts';
import { siteDay } from '../contracts/site-days.ts';
import { lastDays, periodProblem, type InsightPeriod } from './period.ts';

const text = insightMessages.period;

const samePeriod = (one: InsightPeriod, other: InsightPeriod) => one.from === other.from && one.to === other.to;

export function PeriodPicker({ value, onChange, id }: { value: InsightPeriod; onChange(period: InsightPeriod): void; id?: string }) {
  const ownId = useId();
  const base = id ?? ownId;
  const preset = INSIGHT_PERIODS.find((days) => samePeriod(lastDays(days), value));
  const [custom, setCustom] = useState(preset === undefined);
  const [draft, setDraft] = useState<InsightPeriod>(value);
  const choosingOwn = custom || preset === undefined;
  const problem = choosingOwn ? periodProblem(draft) : null;
  const messageId = `${base}-message`;

  const choosePreset = (days: number) => {
    setCustom(false);
    onChange(lastDays(days));
  };
  const chooseOwn = () => {
    setCustom(true);
    setDraft(value);
  };
  const changeDay = (end: keyof InsightPeriod, day: string) => {
    const next = { ...draft, [end]: day };
    setDraft(next);
    if (periodProblem(next) === null && !samePeriod(next, value)) onChange(next);
  };

  return (
    <Group id={base}>
      <legend>{text.legend}</legend>
      <Choices>
        {INSIGHT_PERIODS.map((days) => (
          <ChoiceLabel key={days}>
            <input type="radio" name={`${base}-choice`} checked={!choosingOwn && preset === days} onChange={() => choosePreset(days)} />
            {text.last(days)}
          </ChoiceLabel>
        ))}
        <ChoiceLabel>
          <input type="radio" name={`${base}-choice`} checked={choosingOwn} onChange={chooseOwn} />
          {text.custom}
        </ChoiceLabel>
      </Choices>
      {choosingOwn && (
        <>
          <Days>
            {(['from', 'to'] as const).map((end) => (
              <div key={end}>
                <label htmlFor={`${base}-${end}`}>{text[end]}</label>
                <DayInput
                  id={`${base}-${end}`}
                  type="date"
                  max={siteDay()}
                  value={draft[end]}
                  required
                  $invalid={problem !== null}
                  aria-invalid={problem !== null}
                  aria-describedby={problem !== null ? messageId : undefined}
                  onChange={(event) => changeDay(end, event.target.value)}
                />
              </div>
            ))}
          </Days>
          {problem !== null && (
            <FieldMessage id={messageId} role="alert">
              {problem}
            </FieldMessage>
          )}
        </>
      )}
    </Group>
  );
}

const Group = styled.fieldset`
  display: grid;
  gap: ${theme.space(3)};
  min-width: 0;
  margin: 0;
  padding: ${theme.space(3)} ${theme.space(4)};
  border: 1px solid ${theme.colour.border};
  border-radius: ${theme.radius.medium};
  background: ${theme.colour.surface};
  legend {
    font-weight: 700;
    padding: 0 ${theme.space(1)};
  }
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(1)} ${theme.space(5)};
`;

const Days = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(3)} ${theme.space(5)};
  > div {
    display: flex;
    flex-direction: column;
    gap: ${theme.space(1)};
  }
  label {
    font-weight: 600;
  }
`;

const DayInput = styled.input<{ $invalid: boolean }>`
  min-height: 44px;
  padding: ${theme.space(2)} ${theme.space(3)};
  border: 1px solid ${({ $invalid }) => ($invalid ? theme.colour.danger : theme.colour.border)};
  border-radius: ${theme.radius.medium};
  background: ${theme.colour.surface};
`;
