// A labelled select with its rule's message (linked by aria-describedby), styled like FormField: the one select
// of every app's forms.
import { useId, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { FieldGroup, FieldMessage } from './field-parts.ts';
import { theme } from './theme.ts';

export interface SelectFieldOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'onChange'> {
  label: string;
  value: string;
  options: readonly SelectFieldOption[];
  /** The first, empty choice ('Kies een …'). */
  placeholder: string;
  error?: string | null;
  onChange(value: string): void;
}

export function SelectField({ label, value, options, placeholder, error = null, onChange, ...select }: SelectFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <FieldGroup>
      <label htmlFor={id}>{label}</label>
      <Select
        id={id}
        value={value}
        $invalid={error !== null}
        aria-invalid={error !== null}
        aria-describedby={error !== null ? messageId : undefined}
        onChange={(event) => onChange(event.target.value)}
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </Select>
      {error !== null && <FieldMessage id={messageId}>{error}</FieldMessage>}
    </FieldGroup>
  );
}

const Select = styled.select<{ $invalid: boolean }>`
  min-height: 44px;
  padding: ${theme.space(2)} ${theme.space(3)};
  font: inherit;
  background: ${theme.colour.surface};
  border: 1px solid ${({ $invalid }) => ($invalid ? theme.colour.danger : theme.colour.border)};
  border-radius: ${theme.radius.medium};
`;

