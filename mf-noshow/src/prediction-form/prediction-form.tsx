// The No Show form (SPEC §2, §3, §4): the ten inputs with their Dutch labels and options, two optional numbers,
// 'Genereer predictie' (disabled by SPEC §4's rule, with the reason beside it) and the back button. An online event
// is not asked about weather, parking and public transport; an answer the model gives no effect says so under it,
// before it is typed (model-inputs.ts).
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { BackButton, Button, ButtonRow, FormField, NOSHOW_CHECKBOX_NAMES, NOSHOW_CHECKBOXES, NOSHOW_SELECT_NAMES, NOSHOW_SELECTS, type PredictionBody, SelectField, theme, useWhyDisabled } from 'shared';
import { messages } from '../messages.ts';
import { bodyOf, canPredict, draftErrors, emptyDraft, type Draft } from './draft.ts';
import { asksFor, hasNoEffect, isOnline } from './model-inputs.ts';

/** The two optional numbers the evidence supports: registrations (a rate becomes people) and an earlier edition. */
const OPTIONAL_NUMBERS = [
  { name: 'registrations', label: 'registrations', hint: 'registrationsHint', inputMode: 'numeric' },
  { name: 'earlierNoShowPercent', label: 'earlier', hint: 'earlierHint', inputMode: 'decimal' },
] as const;

export interface PredictionFormProps {
  pending: boolean;
  onPredict(body: PredictionBody): void;
}

export function PredictionForm({ pending, onPredict }: PredictionFormProps) {
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const errors = draftErrors(draft);
  const text = messages.noshow;
  const hintId = useId();
  // An id holds no spaces ('Event Type'): aria-describedby reads a space as a list of ids.
  const hintOf = (name: string) => `${hintId}-${name.replace(/\W+/g, '-')}`;
  const attendance = draft.selects['Attendance Type'];
  const online = isOnline(attendance);
  const ready = canPredict(draft);
  const why = useWhyDisabled(ready ? null : text.submitWhy, pending);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (canPredict(draft) && !pending) onPredict(bodyOf(draft));
  }

  return (
    <form onSubmit={submit} aria-labelledby="noshow-form-title" noValidate>
      <h2 id="noshow-form-title">{text.formTitle}</h2>
      <Fields>
        <div>
          <FormField
            label={text.temperature}
            inputMode="decimal"
            value={draft.temperature}
            error={errors.temperature}
            required
            // The error, when there is one, takes the field's description; the hint stays visible below.
            {...(errors.temperature === null ? { 'aria-describedby': hintOf('Temperature') } : {})}
            onChange={(event) => setDraft({ ...draft, temperature: event.target.value })}
          />
          <Hint id={hintOf('Temperature')}>{text.noEffectHint}</Hint>
        </div>
        {NOSHOW_SELECT_NAMES.filter((name) => asksFor(name, attendance)).map((name) => (
          <div key={name}>
            <SelectField
              label={NOSHOW_SELECTS[name].label}
              placeholder={text.choose}
              options={NOSHOW_SELECTS[name].options}
              value={draft.selects[name]}
              required
              aria-describedby={hasNoEffect(name) ? hintOf(name) : undefined}
              onChange={(value) => setDraft({ ...draft, selects: { ...draft.selects, [name]: value } })}
            />
            {hasNoEffect(name) && <Hint id={hintOf(name)}>{text.noEffectHint}</Hint>}
          </div>
        ))}
      </Fields>
      {online && <OnlineNote>{text.onlineNote}</OnlineNote>}
      <Checkboxes>
        {NOSHOW_CHECKBOX_NAMES.filter((name) => asksFor(name, attendance)).map((name) => (
          <div key={name}>
            <label>
              <input
                type="checkbox"
                checked={draft.checkboxes[name]}
                aria-describedby={hasNoEffect(name) ? hintOf(name) : undefined}
                onChange={(event) => setDraft({ ...draft, checkboxes: { ...draft.checkboxes, [name]: event.target.checked } })}
              />
              {NOSHOW_CHECKBOXES[name]}
            </label>
            {hasNoEffect(name) && <Hint id={hintOf(name)}>{text.noEffectHint}</Hint>}
          </div>
        ))}
      </Checkboxes>
      <Optional>
        <legend>{text.optionalTitle}</legend>
        <Fields>
          {OPTIONAL_NUMBERS.map(({ name, label, hint, inputMode }) => (
            <div key={name}>
              <FormField
                label={text[label]}
                inputMode={inputMode}
                value={draft[name]}
                error={errors[name]}
                onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
              />
              <Hint>{text[hint]}</Hint>
            </div>
          ))}
        </Fields>
      </Optional>
      <ButtonRow>
        <Button type="submit" disabled={!ready || pending} aria-describedby={why.describedBy}>
          {pending ? text.submitting : text.submit}
        </Button>
        <BackButton />
        {why.hint}
      </ButtonRow>
    </form>
  );
}

const Fields = styled.div`
  display: grid;
  gap: ${theme.space(4)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 240px), 1fr));
`;

// A grid like the fields above, so a checkbox's hint stays under its own box.
const Checkboxes = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 240px), 1fr));
  align-items: start;
  gap: ${theme.space(3)} ${theme.space(4)};
  margin-top: ${theme.space(5)};
  label { display: inline-flex; align-items: center; gap: ${theme.space(2)}; min-height: 44px; cursor: pointer; }
  p { margin: 0; }
  input { width: 1.25rem; height: 1.25rem; }
`;

const Optional = styled.fieldset`
  margin: ${theme.space(5)} 0 0;
  padding: ${theme.space(3)} ${theme.space(4)} ${theme.space(4)};
  border: 1px solid ${theme.colour.border};
  border-radius: ${theme.radius.medium};
  legend { padding: 0 ${theme.space(1)}; font-weight: 600; }
`;

const OnlineNote = styled.p`
  margin: ${theme.space(4)} 0 0;
`;

const Hint = styled.p`
  margin: ${theme.space(1)} 0 0;
  color: ${theme.colour.muted};
  font-size: ${theme.font.size.small};
`;
