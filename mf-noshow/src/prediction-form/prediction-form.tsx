// The No Show form (SPEC §2, §3, §4): the ten inputs with their Dutch labels and options, two optional numbers,
// 'Genereer predictie' (disabled by SPEC §4's rule) and the back button.
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { BackButton, Button, ButtonRow, FormField, NOSHOW_CHECKBOX_NAMES, NOSHOW_CHECKBOXES, NOSHOW_SELECT_NAMES, NOSHOW_SELECTS, type PredictionBody, SelectField, theme } from 'shared';
import { messages } from '../messages.ts';
import { bodyOf, canPredict, draftErrors, emptyDraft, type Draft } from './draft.ts';

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

  function submit(event: FormEvent) {
    event.preventDefault();
    if (canPredict(draft) && !pending) onPredict(bodyOf(draft));
  }

  return (
    <form onSubmit={submit} aria-labelledby="noshow-form-title" noValidate>
      <h2 id="noshow-form-title">{text.formTitle}</h2>
      <Fields>
        <FormField
          label={text.temperature}
          inputMode="decimal"
          value={draft.temperature}
          error={errors.temperature}
          required
          onChange={(event) => setDraft({ ...draft, temperature: event.target.value })}
        />
        {NOSHOW_SELECT_NAMES.map((name) => (
          <SelectField
            key={name}
            label={NOSHOW_SELECTS[name].label}
            placeholder={text.choose}
            options={NOSHOW_SELECTS[name].options}
            value={draft.selects[name]}
            required
            onChange={(value) => setDraft({ ...draft, selects: { ...draft.selects, [name]: value } })}
          />
        ))}
      </Fields>
      <Checkboxes>
        {NOSHOW_CHECKBOX_NAMES.map((name) => (
          <label key={name}>
            <input
              type="checkbox"
              checked={draft.checkboxes[name]}
              onChange={(event) => setDraft({ ...draft, checkboxes: { ...draft.checkboxes, [name]: event.target.checked } })}
            />
            {NOSHOW_CHECKBOXES[name]}
          </label>
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
        <Button type="submit" disabled={!canPredict(draft) || pending}>
          {pending ? text.submitting : text.submit}
        </Button>
        <BackButton />
      </ButtonRow>
    </form>
  );
}

const Fields = styled.div`
  display: grid;
  gap: ${theme.space(4)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 240px), 1fr));
`;

const Checkboxes = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(3)} ${theme.space(6)};
  margin-top: ${theme.space(5)};
  label { display: inline-flex; align-items: center; gap: ${theme.space(2)}; min-height: 44px; cursor: pointer; }
  input { width: 1.25rem; height: 1.25rem; }
`;

const Optional = styled.fieldset`
  margin: ${theme.space(5)} 0 0;
  padding: ${theme.space(3)} ${theme.space(4)} ${theme.space(4)};
  border: 1px solid ${theme.colour.border};
  border-radius: ${theme.radius.medium};
  legend { padding: 0 ${theme.space(1)}; font-weight: 600; }
`;

const Hint = styled.p`
  margin: ${theme.space(1)} 0 0;
  color: ${theme.colour.muted};
  font-size: ${theme.font.size.small};
`;
