// The tool's fields (SPEC §5 "Tool form"), one component for the create form and the detail page's edit mode.
// A field's message shows once it was touched or the form was sent; a bad URL also gets the red cross.
import styled from 'styled-components';
import { approvalState, countryOptions, EVENT_PHASES, FormField, MAX_TOOL_KEYWORDS, SHORT_TEXT_MAX, TEXT_MAX, TextAreaField, theme, capitalize, type Keyword, type Provider, SelectField } from 'shared';
import { messages } from '../messages.ts';
import { MultiSelect } from '../multi-select/multi-select.tsx';
import type { DraftField, ToolDraft } from './tool-draft.ts';

const text = messages.catalogue.form;

export interface ToolFieldsProps {
  draft: ToolDraft;
  onChange(draft: ToolDraft): void;
  /** The messages to show (the touched fields', or all after a send). */
  errors: Partial<Record<DraftField, string>>;
  providers: readonly Provider[];
  /** The keyword choice of the create form; absent in edit mode (keywords are added and removed one by one there). */
  keywords?: readonly Keyword[];
  onBlur?(field: DraftField): void;
}

/** The API's longest tool name. */
const NAME_MAX = 200;

export function ToolFields({ draft, onChange, errors, providers, keywords, onBlur }: ToolFieldsProps) {
  const set = (field: keyof ToolDraft) => (value: string) => onChange({ ...draft, [field]: value });
  const input = (field: DraftField, label: string, maxLength = SHORT_TEXT_MAX) => (
    <FormField
      label={label}
      value={draft[field]}
      maxLength={maxLength}
      error={errors[field] ?? null}
      onChange={(event) => set(field)(event.target.value)}
      onBlur={() => onBlur?.(field)}
    />
  );
  const url = (field: 'detailsUrl' | 'useCaseUrl', label: string) => (
    <UrlField>
      {input(field, label)}
      {errors[field] && (
        <Cross aria-hidden="true" title={text.invalidUrl}>
          ✕
        </Cross>
      )}
    </UrlField>
  );
  const providerOptions = providers.map((provider) => {
    const state = approvalState(provider);
    return { value: String(provider.id), label: state === 'approved' ? provider.name : text.providerState(provider.name, state), disabled: state !== 'approved' };
  });
  return (
    <>
      {input('name', text.name, NAME_MAX)}
      <SelectField
        label={text.eventprocess}
        value={draft.eventprocess}
        placeholder={text.choosePhase}
        options={EVENT_PHASES.map((phase) => ({ value: phase.value, label: phase.label }))}
        error={errors.eventprocess ?? null}
        onChange={set('eventprocess')}
        onBlur={() => onBlur?.('eventprocess')}
      />
      {input('kind', text.kind)}
      <TextAreaField
        label={text.description}
        value={draft.description}
        maxLength={TEXT_MAX}
        error={errors.description ?? null}
        onChange={(event) => set('description')(event.target.value)}
        onBlur={() => onBlur?.('description')}
      />
      {input('complexity', text.complexity, TEXT_MAX)}
      {input('roi', text.roi, TEXT_MAX)}
      {input('price', text.price)}
      <SelectField
        label={text.origin}
        value={draft.origin}
        placeholder={text.chooseCountry}
        options={countryOptions()}
        error={errors.origin ?? null}
        onChange={set('origin')}
        onBlur={() => onBlur?.('origin')}
      />
      {url('detailsUrl', text.detailsUrl)}
      {url('useCaseUrl', text.useCaseUrl)}
      <SelectField
        label={text.provider}
        value={draft.providerId}
        placeholder={text.chooseProvider}
        options={providerOptions}
        error={errors.providerId ?? null}
        onChange={set('providerId')}
        onBlur={() => onBlur?.('providerId')}
      />
      {keywords && (
        <Keywords>
          <MultiSelect
            label={text.keywords}
            options={keywords.map((keyword) => ({ value: String(keyword.id), label: capitalize(keyword.name) }))}
            selected={draft.keywordIds}
            onChange={(keywordIds) => onChange({ ...draft, keywordIds: keywordIds.slice(0, MAX_TOOL_KEYWORDS) })}
          />
          {draft.keywordIds.length >= MAX_TOOL_KEYWORDS && <p role="status">{messages.errors.tooManyKeywords(MAX_TOOL_KEYWORDS)}</p>}
        </Keywords>
      )}
    </>
  );
}

const UrlField = styled.div`
  position: relative;
`;

const Cross = styled.span`
  position: absolute;
  top: 2.1rem;
  right: ${theme.space(3)};
  color: ${theme.colour.danger};
  font-weight: 700;
`;

const Keywords = styled.div`
  margin-bottom: ${theme.space(4)};
  p {
    margin: ${theme.space(1)} 0 0;
    color: ${theme.colour.muted};
  }
`;
