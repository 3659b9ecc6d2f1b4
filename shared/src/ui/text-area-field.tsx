// A labelled text area with a count of what its limit still allows and its validation message (linked by
// aria-describedby, so a screen reader reads them with the field): the text of a review, a question, a comment,
// an FAQ or a report. The limit is shown, never enforced by cutting (length-limit.tsx).
import { useId, useRef } from 'react';
import type { TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { FieldGroup, FieldMessage } from './field-parts.ts';
import { LabelWithCount, lengthLimit, useRefuseSubmitWhileOver } from './length-limit.tsx';
import { theme } from './theme.ts';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value'> {
  label: string;
  value: string;
  /** The longest text the API accepts. */
  maxLength: number;
  /** The rule's message, shown when the value breaks it; null when it is valid. */
  error?: string | null;
}

export function TextAreaField({ label, value, maxLength, error = null, rows = 4, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  const countId = `${id}-count`;
  const messageId = `${id}-message`;
  const field = useRef<HTMLTextAreaElement>(null);
  const limit = lengthLimit(value.length, textarea.readOnly ? undefined : maxLength);
  useRefuseSubmitWhileOver(field, limit.over);
  const message = error ?? limit.message;
  const describedBy = [limit.count !== '' ? countId : null, message !== null ? messageId : null].filter(Boolean).join(' ');
  return (
    <FieldGroup>
      <LabelWithCount htmlFor={id} label={label} countId={countId} limit={limit} />
      <TextArea
        ref={field}
        id={id}
        value={value}
        rows={rows}
        $invalid={message !== null}
        aria-invalid={message !== null}
        aria-describedby={describedBy === '' ? undefined : describedBy}
        {...textarea}
      />
      {message !== null && (
        <FieldMessage id={messageId} role={error !== null ? 'alert' : undefined}>
          {message}
        </FieldMessage>
      )}
    </FieldGroup>
  );
}

const TextArea = styled.textarea<{ $invalid: boolean }>`
  width: 100%;
  min-height: 44px;
  padding: ${theme.space(2)} ${theme.space(3)};
  border: 1px solid ${({ $invalid }) => ($invalid ? theme.colour.danger : theme.colour.border)};
  border-radius: ${theme.radius.medium};
  resize: vertical;
`;
