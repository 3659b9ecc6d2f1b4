// A labelled text area with a character count and its validation message (linked by aria-describedby, so a
// screen reader reads them with the field): the text of a review, a question, a comment, an FAQ or a report.
import { useId } from 'react';
import type { TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { FieldGroup, FieldMessage } from './field-parts.ts';
import { theme } from './theme.ts';
import { community } from '../messages/community.ts';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value'> {
  label: string;
  value: string;
  /** The longest text the API accepts; the count shows how much is used. */
  maxLength: number;
  /** The rule's message, shown when the value breaks it; null when it is valid. */
  error?: string | null;
}

export function TextAreaField({ label, value, maxLength, error = null, rows = 4, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  const countId = `${id}-count`;
  const messageId = `${id}-message`;
  return (
    <FieldGroup>
      <label htmlFor={id}>{label}</label>
      <TextArea
        id={id}
        value={value}
        maxLength={maxLength}
        rows={rows}
        $invalid={error !== null}
        aria-invalid={error !== null}
        aria-describedby={error !== null ? `${countId} ${messageId}` : countId}
        {...textarea}
      />
      <Count id={countId}>{community.charactersLeft(value.length, maxLength)}</Count>
      {error !== null && (
        <FieldMessage id={messageId} role="alert">
          {error}
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

const Count = styled.p`
  margin: 0;
  align-self: flex-end;
  font-size: ${theme.font.size.small};
  color: ${theme.colour.muted};
`;

