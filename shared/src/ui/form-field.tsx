// A labelled text input with its validation message (linked by aria-describedby, so a screen reader reads
// the message with the field), the one form field of every app. A maxLength is shown, never enforced by cutting
// (length-limit.tsx).
import { useId, useRef } from 'react';
import type { InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { FieldGroup, FieldMessage } from './field-parts.ts';
import { LabelWithCount, lengthLimit, useRefuseSubmitWhileOver } from './length-limit.tsx';
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

export function FormField({ label, error = null, maxLength, ...input }: FormFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const countId = `${id}-count`;
  const field = useRef<HTMLInputElement>(null);
  const length = typeof input.value === 'string' ? input.value.length : 0;
  const limit = lengthLimit(length, input.readOnly ? undefined : maxLength);
  useRefuseSubmitWhileOver(field, limit.over);
  const message = error ?? limit.message;
  const describedBy = [limit.count !== '' ? countId : null, message !== null ? messageId : null].filter(Boolean).join(' ');
  return (
    <FieldGroup>
      <LabelWithCount htmlFor={id} label={label} countId={countId} limit={limit} />
      <Input
        ref={field}
        id={id}
        $invalid={message !== null}
        aria-invalid={message !== null}
        aria-describedby={describedBy === '' ? undefined : describedBy}
        {...input}
      />
      {message !== null && (
        <FieldMessage id={messageId} role={error !== null ? 'alert' : undefined}>
          {message}
        </FieldMessage>
      )}
    </FieldGroup>
  );
}
