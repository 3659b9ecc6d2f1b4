// A labelled text input with its validation message (linked by aria-describedby, so a screen reader reads
// the message with the field), the one form field of every app.
import { useId } from 'react';
import type { InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { FieldGroup, FieldMessage } from './field-parts.ts';
import { theme } from './theme.ts';

const Input = styled.input<{ $invalid: boolean }>`
  min-height: 44px;
  padding: ${theme.space(2)} ${theme.space(3)};
  font: inherit;
  border: 1px solid ${({ $invalid }) => ($invalid ? theme.colour.danger : theme.colour.border)};
  border-radius: ${theme.radius.medium};
  &[readonly] { background: ${theme.colour.background}; color: ${theme.colour.muted}; }
`;

export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** The rule's message, shown when the value breaks it; null when it is valid. */
  error?: string | null;
}

export function FormField({ label, error = null, ...input }: FormFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <FieldGroup>
      <label htmlFor={id}>{label}</label>
      <Input
        id={id}
        $invalid={error !== null}
        aria-invalid={error !== null}
        aria-describedby={error !== null ? messageId : undefined}
        {...input}
      />
      {error !== null && (
        <FieldMessage id={messageId} role="alert">
          {error}
        </FieldMessage>
      )}
    </FieldGroup>
  );
}
