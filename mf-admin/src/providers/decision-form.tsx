// The decision part of both reviews on /providers/submissions (a submitted provider, a claim of a listed company):
// what is decided on (children), the comment a rejection needs, Annuleer / Keur af / Keur goed.
import { useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, ButtonRow, ErrorBox, TEXT_MAX, TextAreaField, theme } from 'shared';
import { messages } from '../messages.ts';

const text = messages.admin.submissions;

export interface DecisionFormProps {
  children: ReactNode;
  pending: boolean;
  error: string | null;
  /** The failed request's id, shown under `error`. */
  requestId?: string | null;
  onApprove(): void;
  /** Only with a comment: the submitter reads it with their request and in the mail. */
  onReject(comment: string): void;
  onCancel(): void;
}

export function DecisionForm({ children, pending, error, requestId, onApprove, onReject, onCancel }: DecisionFormProps) {
  const [comment, setComment] = useState('');
  const [rejecting, setRejecting] = useState(false);
  const reject = (event: FormEvent) => {
    event.preventDefault();
    setRejecting(true);
    if (comment.trim() !== '') onReject(comment.trim());
  };
  return (
    <form onSubmit={reject} noValidate>
      {children}
      <TextAreaField
        label={text.comment}
        value={comment}
        maxLength={TEXT_MAX}
        rows={3}
        error={rejecting && comment.trim() === '' ? text.commentRequired : null}
        onChange={(event) => setComment(event.target.value)}
      />
      {error !== null && <ErrorBox requestId={requestId}>{error}</ErrorBox>}
      <ButtonRow>
        <Button $variant="secondary" onClick={onCancel} disabled={pending}>
          {text.cancel}
        </Button>
        <Button type="submit" $variant="danger" disabled={pending}>
          {text.reject}
        </Button>
        <Button onClick={onApprove} disabled={pending}>
          {text.approve}
        </Button>
      </ButtonRow>
    </form>
  );
}

/** The facts a review shows, as a term and its value per line. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${theme.space(1)} ${theme.space(3)};
  margin: 0 0 ${theme.space(4)};
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
